// A stand-in for the company's chat or CRM webhook, for the forms' browser tests: records each
// notification (GET /received lists them), and answers 500 to a notification that carries a tag set to fail
// (POST /fail and POST /recover with the tag as the body), so the test that makes it fail leaves the
// notifications of tests running beside it alone.
import http from "node:http";

const port = Number(process.argv[2] ?? 8791);
const received = [];
const failingTags = new Set();

const server = http.createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => (body += chunk));
  req.on("end", () => {
    if (req.method === "GET" && req.url === "/received") {
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(received));
    } else if (req.method === "POST" && (req.url === "/fail" || req.url === "/recover") && body) {
      if (req.url === "/fail") failingTags.add(body);
      else failingTags.delete(body);
      res.writeHead(204).end();
    } else if (req.method === "POST" && req.url === "/hook") {
      const failing = [...failingTags].some((tag) => body.includes(tag));
      if (!failing) received.push(JSON.parse(body));
      res.writeHead(failing ? 500 : 200).end();
    } else {
      res.writeHead(404).end();
    }
  });
});

server.listen(port, "127.0.0.1");
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
