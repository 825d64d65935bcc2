// Social posts: drafted, scheduled, retried, and what is planned or went wrong.

import { TOPIC, PLEASE } from "./pools";

export const POSTS: Record<string, string[]> = {
  create_post: [
    `${PLEASE} (write|draft|compose|make|create) (a|an) [@platform] (post|tweet|caption) (about|on|for) ${TOPIC} [for @platform]`,
    `(draft|write) (something|a post) (about|on) ${TOPIC} [for @platform]`,
    `(i need|give me|help me with) (a|an) [@platform] (post|caption|tweet) (about|on) ${TOPIC}`,
    `(post|content) idea (about|on) ${TOPIC} [for @platform] (draft it|write it up)`,
  ],
  schedule_post: [
    `${PLEASE} (post|schedule|put|publish|share|tweet) [a post|something] (on|to) @platform [and @platform] @date [at @time] (about|saying|that says|:) ${TOPIC}`,
    `(schedule|queue) (a|an) [@platform] (post|tweet) (for|on) @date [at @time] [about ${TOPIC}]`,
    `(post|publish|share) ${TOPIC} (on|to) @platform @date [at @time]`,
    `@platform @date [@time] ${TOPIC}`,
    `(schedule|post) @post (on|to|for) @platform @date [at @time]`,
    `(schedule|put) (something|a post) (on|for) @platform [and @platform] (@date|tonight|tomorrow) [at @time] about ${TOPIC}`,
    `(schedule|post|publish) the draft [@post] (on|for) @date [at @time]`,
    `(post|publish|share) (it|this|that) (on|to) @platform [@date] [at @time]`,
  ],
  retry_post: [
    `${PLEASE} (retry|try again|resend|repost|re-post|republish) [the] (@post|failed post|post that failed)`,
    `@post (failed|didn't go out|did not go out|bounced) (try|send|post) it again`,
    `(try|send|post) (the|that) (failed|broken) (post|one) again`,
    `(retry|resend) the (failed|facebook|@platform) post`,
    `why did @post fail (retry|try again)`,
  ],
  ask_posts: [
    `what (posts|content) (is|are|do i have) (coming up|scheduled|planned|going out) [@period|this week|next week]`,
    `(show|list) (my|the) (scheduled |upcoming |)posts`,
    `(anything|what is) (scheduled|going out|posting) (on|for) (@platform|@date)`,
    `(which|what) posts (failed|went out|were published) [@period]`,
    `(why|how come) did (the|my|that) [@platform] post (fail|not go out|not publish|bounce)`,
    `what went wrong with (the|my|that) [@platform] post`,
    `(my|the) content calendar`,
  ],
};
