// Strict base64: Node's decoder skips invalid characters silently, so validate first.
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export function decodeBase64(data: string): Buffer | undefined {
  const compact = data.replace(/\s+/g, "");
  return BASE64.test(compact) ? Buffer.from(compact, "base64") : undefined;
}
