import { useEffect } from 'react';

export const PRODUCT_NAME = 'Creatorscope';

/** Spec section 2: the tab reads '<page title> | Creatorscope'. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
