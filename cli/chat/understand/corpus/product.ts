// Questions about Microteam itself: the account, where the data is, what the chat can do.

export const PRODUCT: Record<string, string[]> = {
  whoami: [
    `who am i [logged in as|signed in as]`,
    `(which|what) account (is this|am i using|am i on)`,
    `(my|the) (account|business) name`,
  ],
  status: [
    `status`,
    `(where is|which) (my data|database|server) [am i using|is this]`,
    `(am i|is this) (online|connected|local|offline)`,
  ],
  help: [
    `help`,
    `what can you do`,
    `(how|what) (do|can) i (ask|say|do) [here|with you]`,
    `(commands|options|examples)`,
  ],
};
