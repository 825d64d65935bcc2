// Remote mode through a company proxy: Node 20's fetch ignores HTTPS_PROXY / HTTP_PROXY, so when one is
// set the terminal routes its requests through undici's proxy agent (NO_PROXY honoured).

const read = (env: NodeJS.ProcessEnv, name: string) => env[name] || env[name.toLowerCase()] || undefined;

/** Whether a proxy is configured in the environment. */
export const proxyConfigured = (env: NodeJS.ProcessEnv = process.env) =>
  Boolean(read(env, "HTTPS_PROXY") || read(env, "HTTP_PROXY"));

let installed = false;

/** Sends this process's fetches through the proxy the environment names; does nothing without one. */
export async function useProxyFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (installed || !proxyConfigured(env)) return;
  const { EnvHttpProxyAgent, setGlobalDispatcher } = await import("undici");
  setGlobalDispatcher(
    new EnvHttpProxyAgent({
      httpProxy: read(env, "HTTP_PROXY"),
      httpsProxy: read(env, "HTTPS_PROXY"),
      noProxy: read(env, "NO_PROXY"),
    }),
  );
  installed = true;
}
