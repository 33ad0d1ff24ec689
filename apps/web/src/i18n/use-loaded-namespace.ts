import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Whether `namespace` is in for the language on screen. With `isNeeded` it is fetched when it is
 * not, and the caller renders again once it is: for texts a component shows only sometimes, without
 * suspending it (or fetching them for every page) meanwhile.
 */
export function useLoadedNamespace(namespace: string, isNeeded: boolean): boolean {
  const { i18n } = useTranslation();
  const [, setLoads] = useState(0);
  const isLoaded = i18n.hasLoadedNamespace(namespace);
  useEffect(() => {
    if (!isNeeded || isLoaded) return;
    let isCurrent = true;
    void i18n.loadNamespaces(namespace).then(() => {
      if (isCurrent) setLoads((loads) => loads + 1);
    });
    return () => {
      isCurrent = false;
    };
  }, [i18n, namespace, isNeeded, isLoaded]);
  return isLoaded;
}
