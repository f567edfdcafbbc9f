import { useEffect } from 'react';
import { useApp } from './AppContext';

/**
 * Sets the document title, description, keywords and favicon for the current screen (docs/product.md "Page chrome": from
 * page data, falling back to the brand name; nothing inside an iframe). `hasError` adds the translated "Error: "
 * prefix (docs/accessible-forms.md "Error summary").
 */
export function usePageTitle(screenTitle: string | undefined, hasError = false): void {
  const { services } = useApp();
  const { brand, basePath, t, documentMetadata, parentFrame } = services;
  useEffect(() => {
    if (parentFrame.isEmbedded()) return;
    const siteTitle = brand.pageData.pageTitle ?? brand.name;
    const base = screenTitle ? `${screenTitle}${t('common^titles>separator')}${siteTitle}` : siteTitle;
    documentMetadata.apply({
      title: hasError ? `${t('common^titles>errorPrefix')}${base}` : base,
      description: brand.pageData.metaDescription ?? brand.name,
      keywords: brand.pageData.metaKeywords ?? brand.name,
      faviconHref: `${basePath}/brand/${brand.favicon}`,
    });
  }, [screenTitle, hasError, brand, basePath, t, documentMetadata, parentFrame]);
}
