/** Where the affiliate-ads pages live (routes/routes.tsx maps the same paths). */
export const ADS_PATH = '/marketing/affiliate-ads';
export const NEW_AD_PATH = `${ADS_PATH}/new`;
export const adPath = (id: string) => `${ADS_PATH}/${id}`;
export const editAdPath = (id: string) => `${ADS_PATH}/${id}/edit`;
