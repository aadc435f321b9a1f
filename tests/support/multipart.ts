/** A file part of a multipart body. */
export interface UploadFile {
  name: string;
  type: string;
  content: Buffer;
}

/** A multipart/form-data body as a browser sends an upload: plain fields, then the file (if any) as `file`. */
export function multipart(fields: Record<string, string>, file?: UploadFile) {
  const boundary = '----venueportal-test';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
