import { useState } from 'react';
import { ProductLogo } from './product-logo.tsx';

interface BrandLogoProps {
  logoUrl: string | null;
  productName: string;
}

/** The client's logo, or the product's when there is none or it fails to load. */
export function BrandLogo({ logoUrl, productName }: BrandLogoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!logoUrl || failedUrl === logoUrl) return <ProductLogo name={productName} />;
  return (
    <img
      src={logoUrl}
      alt=""
      onError={() => setFailedUrl(logoUrl)}
      style={{ display: 'block', maxHeight: 40, maxWidth: 200 }}
    />
  );
}
