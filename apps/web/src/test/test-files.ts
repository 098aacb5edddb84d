/** The first bytes of a PNG: enough for the browser's check and the server's. */
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A small file that reads as a PNG picture. */
export const pngFile = (name: string, size = 16) => {
  const bytes = new Uint8Array(size);
  bytes.set(pngSignature);
  return new File([bytes], name, { type: 'image/png' });
};
