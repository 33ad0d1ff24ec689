/** Where the affiliate-ads pages live (routes/routes.tsx maps the same paths). */
export const ADS_PATH = '/marketing/affiliate-ads';
export const NEW_AD_PATH = `${ADS_PATH}/new`;
export const adPath = (id: string) => `${ADS_PATH}/${id}`;
export const editAdPath = (id: string) => `${ADS_PATH}/${id}/edit`;
/** An ad's public join page, from its tracking id (routes.tsx: join/:publicId). */
export const joinPath = (publicId: string) => `/join/${publicId}`;
/** The creator hub's pages a publisher is sent to from a join page (routes/nav.ts lists them). */
export const PUBLISHER_PROFILE_PATH = '/creator-hub/profile';
export const MY_OFFERS_PATH = '/creator-hub/offers';
