// npm run api:types: writes web/src/lib/api-schema.ts from the server's OpenAPI document (scripts/api-types/generate.ts).
import fs from "node:fs";
import path from "node:path";
import { API_SCHEMA_FILE, apiSchemaSource, inScratchFolder } from "./api-types/generate";

const source = await inScratchFolder(apiSchemaSource);
const before = fs.existsSync(API_SCHEMA_FILE) ? fs.readFileSync(API_SCHEMA_FILE, "utf8") : "";
fs.writeFileSync(API_SCHEMA_FILE, source);
const file = path.relative(process.cwd(), API_SCHEMA_FILE);
console.log(before === source ? `${file} is up to date` : `wrote ${file}`);
// The app's database and timers would keep the process alive.
process.exit(0);
