// Runs before the browser tests: they drive Debian's Chromium, never a downloaded browser build.
import fs from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}.\n` +
      "Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.",
  );
  process.exit(1);
}
