// The browser tests' OpenAI-compatible server (speech to text for voice notes): the same local peer
// the unit tests use (test/fakes/openai.ts), on a fixed port; GET /requests lists what it received.
import { startFakeOpenAI } from "../../test/fakes/openai";

export const PEER_TRANSCRIPT =
  "Today I want to talk about pricing for small bakeries. Most bakers undercharge for custom cakes. " +
  "You should price every custom cake by the hour, not by the size.";

const port = Number(process.argv[2]);
if (process.argv[1]?.endsWith("openai-peer.ts")) {
  const peer = await startFakeOpenAI({ port, defaultTranscript: PEER_TRANSCRIPT });
  console.log(`OpenAI-compatible peer at ${peer.baseUrl}`);
}
