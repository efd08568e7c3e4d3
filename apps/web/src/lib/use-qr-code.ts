import { useEffect, useState } from "react";
import QRCode from "qrcode";

/** A QR code image (data URL) of `text`; null until drawn or when `text` is empty. */
export function useQrCode(text: string): string | null {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    if (!text) {
      setDataUrl(null);
      return;
    }
    QRCode.toDataURL(text, { width: 360, margin: 1, errorCorrectionLevel: "M" }).then(
      (url) => current && setDataUrl(url),
      () => current && setDataUrl(null),
    );
    return () => {
      current = false;
    };
  }, [text]);
  return dataUrl;
}
