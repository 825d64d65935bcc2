// Errands outside the business software that freelancers ask an assistant for anyway: buying and
// renting things, paper mail, printing and shipping, editing the work itself, other programs' faults,
// finding people to hire, loans and insurance, followers, direct messages, other people's prices.
// Each says it is out of scope and what to do instead (usually a task, so it is not forgotten).

export type Decline = { test: RegExp; say: (text: string) => string; collectedThisYear?: boolean };

const TASK = (example: string) => `I can add a task so it's on your list: say "remind me to ${example}".`;

export const ERRANDS: Decline[] = [
  {
    // "holiday card portraits" is a shoot to invoice, not a card to post: the card ends what is said.
    test: /\b(?:in|by) (?:the )?(?:snail )?mail\b|\bby post\b|\bsnail mail\b|\b(?:send|mail|post|write)\b[^.]{0,40}\b(?:holiday|christmas|xmas|greeting|thank[- ]you|birthday) cards?(?=\s*(?:$|[,.!?;]|to\b|for\b|in\b|this\b))|\bpostcards?\b/,
    say: () =>
      "Microteam only sends email, not paper mail or cards: use a card service (Minted, Postable) or the post " +
      'office. I can email a client a friendly check-in instead ("check in with <client>"), or schedule a holiday post.',
  },
  {
    test: /^(?:please |pls |can you |could you |can u |would you )?(?:order|buy|purchase|rent|reorder|pick up)\b(?!.*\b(?:followers|likes)\b)|\b(?:order|buy|purchase|rent) (?:me |us )?(?:a |an |some |\d+ |more |new |another )\b(?!.*\b(?:followers|likes)\b)|\b(?:amazon|b&h|best buy|vistaprint|staples)\b/,
    say: () => "Microteam doesn't buy, order or rent things: order from the shop's site. " + TASK("order it friday"),
  },
  {
    test: /\b(?:ship|courier|fedex)\b (?:the|my|a|an|some|it|them|\d+)\b|\bprint\b.{0,30}\b(?:albums?|prints?|package|brochures?|flyers?|posters?|banners?|business cards?)\b|^print (?:the|my|a|an|some|\d+)\b(?!.*\b(?:invoice|quote|pdf)\b)/,
    say: () =>
      "Microteam doesn't print or ship anything: order prints from your lab and ship with a carrier. " +
      TASK("ship the album monday"),
  },
  {
    test: /\b(?:edit|retouch|cull|color ?grade|colour ?grade|photoshop|airbrush)\b.{0,40}\b(?:photos?|pictures?|images?|shots?|set|gallery|video|footage|raws?|album)\b/,
    say: () =>
      "Microteam doesn't edit the work itself: do the edit in your editing app, or hand it to a helper " +
      '("delegate <task> to <name>"). ' +
      TASK("edit the set friday"),
  },
  {
    test: /\b(?:lightroom|photoshop|premiere|final cut|laptop|computer|printer|wi-?fi|software|phone)\b.{0,50}\b(?:crash(?:es|ing)?|broken|not working|won'?t|keeps|fix|froze|freez(?:es|ing))\b|\bfix (?:my|the) (?:lightroom|photoshop|laptop|computer|printer|wifi|website|site)\b/,
    say: () =>
      "I can't fix other software or devices: check the app's own support pages (Adobe support for Lightroom) or a " +
      "repair shop. " +
      TASK("call support tomorrow"),
  },
  {
    test: /\b(?:back ?up|backup|sync|upload)\b.{0,40}\b(?:files?|raws?|drive|dropbox|icloud|hard ?drive|cloud|folders?)\b/,
    say: () =>
      "Microteam doesn't store or back up files: use Google Drive's desktop app, Dropbox or Backblaze. " +
      TASK("back up the files tonight"),
  },
  {
    test: /\b(?:find|hire|recruit|get) (?:me |us )?(?:a |an |some |another )?(?:(?:junior|senior|new|good|cheap|part-time|freelance|local) )?(?:second shooter|assistant|contractor|freelancer|designer|developer|virtual assistant|va|employee|intern|editor|photographer|translator|writer|bookkeeper|accountant)\b|\b(?:thumbtack|upwork|fiverr|indeed|linkedin jobs)\b|\bhiring\b/,
    say: () =>
      "Microteam doesn't find or hire people: post on a marketplace (Thumbtack, Upwork) or ask your network. Once " +
      'someone helps you, hand them a step: "delegate <task> to <name>".',
  },
  {
    test: /\b(?:loan|loans|factoring|factor my|advance on|cash advance|line of credit|credit line|financing|mortgage|grant application)\b/,
    say: () =>
      "Microteam doesn't arrange loans, advances or factoring: ask your bank or a lender. It can show the figures " +
      'to bring: say "what am I owed" or "what did I collect this year", or download everything (Settings → Security → Download all my data).',
  },
  {
    test: /\binsurance\b/,
    say: () =>
      "Microteam doesn't handle insurance: go to your insurer or broker (healthcare.gov for health cover). " +
      TASK("renew the insurance friday"),
  },
  {
    test: /\b(?:followers|likes|subscribers)\b.{0,20}\b(?:buy|get|grow|more)\b|\b(?:buy|get) (?:me )?(?:\d+k? |more )?(?:\w+ )?(?:followers|likes|subscribers)\b|\b(?:run|boost|promote)\b.{0,20}\b(?:ads?|ad campaign)\b/,
    say: () =>
      "Microteam doesn't buy followers or run ads: it writes and schedules your posts. Say \"post on instagram " +
      'tomorrow at 9: …" to schedule one, or make one in The Creator (Content page).',
  },
  {
    test: /\b(?:dms?|direct messages?|inbox|comments?|messages?|reviews?)\b.{0,30}\b(?:on|in) (?:our |my |the )?(?:instagram|insta|ig|facebook|fb|linkedin|twitter|x|tiktok|google)\b|\b(?:reply|respond|answer)(?: to)?\b.{0,30}\b(?:dms?|comments?|reviews?)\b/,
    say: () =>
      "Microteam doesn't read or answer messages, comments or reviews: reply in the platform's app. I can " +
      'schedule a post, or add a task: say "remind me to reply today".',
  },
  {
    test: /\b(?:competitors?|competition)\b|\bcompare my (?:prices|rates|pricing)\b|\bwhat (?:other|others) (?:\w+ )?(?:charge|are charging)\b|\bmarket rates?\b|\bother \w+ (?:in|near) \w+/,
    say: () =>
      "Microteam only knows your own business, not other people's prices: look at competitors' sites or an " +
      'industry survey. From your own figures: say "who are my best clients", or "set my rate to …".',
  },
];
