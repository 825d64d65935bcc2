import { PublicAddressInput, PublicAddressView } from "@core/instance";
import { describeRoutes } from "../openapi/describe";

export const instanceDocs = describeRoutes("Account", {
  getPublicAddress: {
    summary: "The server's public address",
    returns: PublicAddressView,
    description: `\`{publicUrl, source, runLocally, loopback, clientEmails, canChange}\`: the address every link for a client is built from, by every process on this database (decision 321). \`source\`: \`default\` (http://localhost:PORT, a server started without PUBLIC_URL), \`env\` (a PUBLIC_URL: a server's, or a terminal's that sent the first client email), \`settings\`, or \`process\` (nothing saved yet). \`clientEmails\`: \`ready\`; \`local\` (links to this computer, as the owner chose); \`held\` (emails to clients are refused, 409 naming \`fields.publicUrl\`, and automatic reminders wait, until the address is set or the owner chooses to run locally).`,
  },
  putPublicAddress: {
    summary: "Change the server's public address",
    returns: PublicAddressView,
    body: PublicAddressInput,
    errors: [403],
    description: `\`{publicUrl?, runLocally?}\`. \`publicUrl\`: an http:// or https:// address with no path, query or fragment (a trailing slash is dropped); 400 \`fields.publicUrl\` otherwise. \`runLocally: true\` lets client emails carry an address on this computer (localhost, 127.x, ::1); a new address without \`runLocally: true\` turns that choice off, and a public address always does. An address saved here is never replaced by a server's PUBLIC_URL. The address is the whole server's: only its first account may change it (403 for the others). Answers as GET.`,
  },
});
