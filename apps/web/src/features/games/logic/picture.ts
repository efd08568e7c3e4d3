/** Pictures are scaled to fit this box before sending, keeping them well under the server's limit. */
export const PICTURE_MAX_SIDE = 720;

/** The size that fits `width`×`height` inside PICTURE_MAX_SIDE, keeping the shape. */
export function fittedSize(width: number, height: number, max = PICTURE_MAX_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A picture file as a JPEG data: URL, scaled down to fit the box. */
export async function pictureDataUrl(file: File): Promise<string> {
  const url = URL.createObjectURL(file);
  try {
    const image = await new Promise<HTMLImageElement>((resolve, reject) => {
      const element = new Image();
      element.onload = () => resolve(element);
      element.onerror = reject;
      element.src = url;
    });
    const size = fittedSize(image.naturalWidth, image.naturalHeight);
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext("2d")?.drawImage(image, 0, 0, size.width, size.height);
    return canvas.toDataURL("image/jpeg", 0.7);
  } finally {
    URL.revokeObjectURL(url);
  }
}
