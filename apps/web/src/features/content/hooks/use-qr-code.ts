import { useEffect, useState } from "react";
import QRCode from "qrcode";

/** A QR code image (data URL) of `text`, or null while drawing or when it cannot be drawn. */
export function useQrCode(text: string): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(text, { width: 360, margin: 1, errorCorrectionLevel: "M" })
      .then((url) => current && setImage(url))
      .catch(() => current && setImage(null));
    return () => {
      current = false;
    };
  }, [text]);
  return image;
}
