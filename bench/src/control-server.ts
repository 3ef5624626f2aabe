// The control: a bare node:http server answering a small JSON, the most one Node process can do here.
// Run as a child process; prints the port it listens on (loopback, chosen by the system) as its first line.
import { createServer } from 'node:http';

const body = JSON.stringify({ status: 'ok', service: 'control' });

const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(body);
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(typeof address === 'object' && address ? address.port : 0);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
