/** The address to open in a browser for a server listening on `host` (every interface → this machine). */
export function listeningAt(host: string, port: number): string {
  const everywhere = host === "0.0.0.0" || host === "::";
  const name = everywhere || host === "127.0.0.1" || host === "::1" ? "localhost" : host;
  return `http://${name.includes(":") ? `[${name}]` : name}:${port}`;
}
