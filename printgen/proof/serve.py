"""The live proof's server (`printgen proof --serve`): the standard library's http.server on the loopback
address alone, serving two things from memory, the page (``/``) and the stream of its builds (``/events``,
server-sent events), and nothing else: no request path is ever read as a file's. A request that names
another host in its Host header is refused, so that a web page cannot reach the proof through a name of
its own that resolves to 127.0.0.1 (DNS rebinding)."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from printgen.proof.live import Build, LiveProof

LOOPBACK = "127.0.0.1"  # never every interface: the proof shows a file of the user's to no one else
KEEP_ALIVE_S = 10.0      # a comment on an idle event stream this often, so that a closed page is noticed
SOCKET_TIMEOUT_S = 10.0  # a client that connects and says nothing holds a thread no longer than this
POLICY = ("default-src 'none'; img-src data: blob:; font-src data:; style-src 'unsafe-inline'; "
          "script-src 'unsafe-inline'; connect-src 'self'; base-uri 'none'; form-action 'none'; "
          "frame-ancestors 'none'")
"""What the page may load: its own inline styles, script and pictures, and its own server's events."""


class ProofServer(ThreadingHTTPServer):
    """A thread a request; the threads are joined when the server closes, so that none outlives it."""

    daemon_threads = False
    block_on_close = True

    def __init__(self, live: LiveProof, port: int = 0):
        self.live = live
        super().__init__((LOOPBACK, port), ProofRequest)

    @property
    def url(self) -> str:
        return f"http://{LOOPBACK}:{self.server_port}/"

    def is_own_host(self, host: str | None) -> bool:
        """Whether a Host header names this server: 127.0.0.1 or localhost, at its port."""
        return (host or "").lower() in {f"{name}:{self.server_port}" for name in (LOOPBACK, "localhost")}


class ProofRequest(BaseHTTPRequestHandler):
    """GET / (the page) and GET /events (its builds, as they come); 404 for every other path."""

    server: ProofServer
    server_version = "printgen"
    timeout = SOCKET_TIMEOUT_S

    def do_GET(self) -> None:  # the name http.server calls
        if not self.server.is_own_host(self.headers.get("Host")):
            self._plain(403, "This server answers to 127.0.0.1 and localhost only.")
        elif self.path == "/":
            self._page()
        elif self.path == "/events":
            self._events()
        else:
            self._plain(404, "Not found: this server serves the proof (/) and its events (/events), nothing else.")

    def log_message(self, format: str, *args) -> None:  # http.server's own signature
        """Quiet: the command's output is its builds, not every request the page makes."""

    def _page(self) -> None:
        body = self.server.live.page()
        self._head(200, "text/html; charset=utf-8", len(body))
        self.wfile.write(body)

    def _events(self) -> None:
        """The build now, then each next one as it comes, until the page goes or the server stops."""
        self._head(200, "text/event-stream; charset=utf-8")
        seen: int | None = None
        try:
            self.wfile.write(b"retry: 1000\n\n")
            while (heard := self.server.live.said_after(seen, KEEP_ALIVE_S)) is not None:
                seen, builds = heard
                self.wfile.write(b"".join(event(build) for build in builds) or b": still here\n\n")
                self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError, TimeoutError):
            return  # the page was closed or reloaded: its next stream is another request

    def _plain(self, status: int, text: str) -> None:
        body = f"{text}\n".encode("utf-8")
        self._head(status, "text/plain; charset=utf-8", len(body))
        self.wfile.write(body)

    def _head(self, status: int, kind: str, length: int | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        if length is not None:
            self.send_header("Content-Length", str(length))
        for name, value in (("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff"),
                            ("Referrer-Policy", "no-referrer"), ("Content-Security-Policy", POLICY)):
            self.send_header(name, value)
        self.end_headers()


def event(build: Build) -> bytes:
    """One server-sent event: "checking" while a build runs, else "built", with the build as JSON."""
    data = json.dumps({"generation": build.generation, "ms": build.ms, "made": build.made, "stale": build.stale,
                       "said": build.said}, ensure_ascii=False)
    return f"id: {build.generation}\nevent: {'checking' if build.checking else 'built'}\ndata: {data}\n\n".encode()


@contextmanager
def serving(server: ProofServer) -> Iterator[ProofServer]:
    """The server (made, its port bound: an OSError there is the caller's to word) answering in a thread of
    its own while the block runs; on leaving it, every event stream is ended and every thread joined."""
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1}, name="printgen-proof")
    thread.start()
    try:
        yield server
    finally:
        server.live.stop()
        server.shutdown()
        server.server_close()
        thread.join()
