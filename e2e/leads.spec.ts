// Which post brought the money, in Chromium: a post scheduled with a tracked link, a visitor who
// follows the LinkedIn link and writes through the contact page, the owner making the lead a client
// in one click, an invoice of that client paid, and its revenue under that post in the Content tab.
import { expect, screenshotBoth, signUpViaApi, test } from "./support/fixtures";

const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const VISITOR_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

test("a lead through a post's link becomes a client whose payment shows under that post", async ({ page, browser }) => {
  const { email } = await signUpViaApi(page.request);
  const r = page.request;
  const profile = await r.put("/api/user/profile", {
    data: { firstName: "Olive", lastName: "Owner", email, businessName: "Olive Bakery Consulting" },
  });
  expect(profile.status()).toBe(200);

  // The owner schedules a post with the tracked link on.
  await page.goto("/content");
  const form = page.locator("#schedule");
  await form.getByLabel("Title").fill("Bakery cash-flow tips");
  await form.getByLabel("Post").fill("Three ways bakeries get paid faster. Want help? {link}");
  await form.getByLabel("Add a tracked link to your contact page").click();
  await expect(page.getByTestId("preview-linkedin")).toContainText("/l/");
  await form.getByLabel("Date").fill(isoDate(Date.now() + DAY));
  await form.getByRole("button", { name: "Schedule Post" }).click();
  await expect(page.getByText("Content Scheduled").first()).toBeVisible();

  const posts = await (await r.get("/api/events?limit=5")).json();
  const post = posts.find((p: { title: string }) => p.title === "Bakery cash-flow tips");
  expect(post.trackedLinks).toHaveLength(1);
  const linkPath: string = post.trackedLinks[0].path;

  // A visitor (no account, a phone) follows the link from LinkedIn and writes.
  const visitor = await browser.newContext({ userAgent: VISITOR_UA, viewport: { width: 390, height: 844 } });
  const v = await visitor.newPage();
  await v.goto(linkPath);
  await expect(v).toHaveURL(new RegExp(`/contact/${linkPath.slice(3)}$`));
  await expect(v.getByRole("heading", { name: "Get in touch with Olive Bakery Consulting" })).toBeVisible();
  await expect(v.getByText(email)).toHaveCount(0);
  // Sending empty names the fields.
  await v.getByRole("button", { name: "Send message" }).click();
  await expect(v.getByText("Name is required")).toBeVisible();
  await v.getByLabel("Name").fill("Jamie Baker");
  await v.getByLabel("Email").fill("jamie@crumbs.test");
  await v.getByLabel("Message").fill("We are always waiting on wholesale invoices. Can you help?");
  await screenshotBoth(v, "contact-page");
  await v.getByRole("button", { name: "Send message" }).click();
  await expect(v.getByTestId("contact-sent")).toContainText("Thank you, Jamie!");
  await visitor.close();

  // The owner hears of it in the bell and finds the lead with the post and platform.
  await page.goto("/leads");
  await expect(page.getByRole("heading", { name: "Leads", exact: true })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Jamie Baker" });
  await expect(row).toContainText("LinkedIn");
  await expect(row).toContainText("Bakery cash-flow tips");
  const bell = await (await r.get("/api/notifications")).json();
  expect(bell.items[0]).toMatchObject({ type: "lead_received", title: "New lead: Jamie Baker" });
  await screenshotBoth(page, "leads");
  await row.getByRole("button", { name: "Make Jamie Baker a client" }).click();
  await expect(page.getByText("Client added").first()).toBeVisible();
  await expect(row.getByRole("link", { name: "Client: Jamie Baker" })).toBeVisible();

  // The client keeps where they came from.
  await row.getByRole("link", { name: "Client: Jamie Baker" }).click();
  await expect(page.getByTestId("client-source")).toContainText("Your LinkedIn post “Bakery cash-flow tips”");

  // The client's invoice is paid ($1,200), another is still open ($400).
  const clients = await (await r.get("/api/clients?q=Jamie")).json();
  const jamie = clients[0];
  expect(jamie).toMatchObject({ name: "Jamie Baker", email: "jamie@crumbs.test" });
  const paid = await (
    await r.post("/api/invoices", {
      data: { clientId: jamie.id, amount: "1200", dueDate: isoDate(Date.now() + 14 * DAY) },
    })
  ).json();
  expect((await r.post(`/api/invoices/${paid.id}/payments`, { data: { amount: "1200" } })).status()).toBeLessThan(300);
  await r.post("/api/invoices", {
    data: { clientId: jamie.id, amount: "400", dueDate: isoDate(Date.now() + 30 * DAY) },
  });

  // The Content tab: one click, one lead, one client won and $1,200 under the post and on LinkedIn.
  await page.goto("/analytics?tab=content");
  const section = page.getByTestId("post-attribution");
  await expect(section.getByRole("heading", { name: "Which post brought the money" })).toBeVisible();
  await expect(page.getByTestId("links-clicks")).toContainText("1");
  await expect(page.getByTestId("links-leads")).toContainText("1");
  await expect(page.getByTestId("links-clients")).toContainText("1");
  await expect(page.getByTestId("links-revenue")).toContainText("$1,200.00");
  const postRow = page.getByTestId(`attribution-post-${post.id}`);
  await expect(postRow).toContainText("Bakery cash-flow tips");
  await expect(postRow).toContainText("$1,200.00");
  await postRow.getByRole("button", { name: "Bakery cash-flow tips" }).click();
  await expect(page.getByTestId(`attribution-${post.id}-linkedin`)).toContainText("$1,200.00");
  await expect(page.getByTestId("attribution-platforms")).toContainText("LinkedIn");
  await screenshotBoth(page, "analytics-post-attribution");
});

test("a forged link is a plain 404 and the contact page says the page does not exist", async ({ page }) => {
  const res = await page.request.get("/l/AAAAAAAAAAAA", { maxRedirects: 0 });
  expect(res.status()).toBe(404);
  await page.goto("/contact/AAAAAAAAAAAA");
  await expect(page.getByRole("heading", { name: "This page does not exist" })).toBeVisible();
});
