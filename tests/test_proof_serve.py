"""`printgen proof --serve` without a browser: the server listens on the loopback address alone, at a free
port; it answers its two pages and nothing else, whatever the path or the Host header say; a save reaches
the open page's event stream; a file that stops loading keeps the last good faces, marked stale, under its
findings, until it is mended; Ctrl-C ends it in one line, exit 0, and no thread outlives the server.
tests/test_proof_browser_live.py reads the same pages in Chromium.

Nothing here waits a fixed time: each step reads what it expects (a line, an event) until a deadline."""

from __future__ import annotations

import http.client
import json
import queue
import re
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass

import pytest

from conftest import FIXTURES, lines_until
from printgen.proof.live import LiveProof, NotBuilt
from printgen.proof.serve import LOOPBACK, ProofServer, serving

WAIT = 60  # seconds for one build at most: generous for a loaded CI machine
SERVING = re.compile(r"serving the proof of .* at (http://127\.0\.0\.1:(\d+)/) \(Ctrl-C to stop\)")


@contextmanager
def served():
    """A server of an empty live proof (the page before any build), in this process."""
    with serving(ProofServer(LiveProof())) as server:
        yield server


def ask(port: int, target: str, host: str | None = "default", method: str = "GET") -> tuple[int, bytes]:
    """A raw request, the target sent as written (no client tidies it), and the status and body of its answer."""
    host_line = f"Host: 127.0.0.1:{port}\r\n" if host == "default" else (f"Host: {host}\r\n" if host else "")
    with socket.create_connection((LOOPBACK, port), timeout=WAIT) as connection:
        connection.sendall(f"{method} {target} HTTP/1.1\r\n{host_line}Connection: close\r\n\r\n".encode("latin-1"))
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    return int(head.split()[1]), body


# --- the server alone ----------------------------------------------------------------------------------

def test_the_server_listens_on_the_loopback_address_alone_at_a_free_port():
    with served() as first, served() as second:
        assert first.server_address[0] == second.server_address[0] == "127.0.0.1"
        assert first.server_port != second.server_port and 0 not in (first.server_port, second.server_port)
        assert first.url == f"http://127.0.0.1:{first.server_port}/"
        elsewhere = _an_address_not_loopback()
        if elsewhere is not None:  # the machine has another interface: the port is closed there
            with pytest.raises(OSError):
                socket.create_connection((elsewhere, first.server_port), timeout=5).close()


def _an_address_not_loopback() -> str | None:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # no packet is sent: this only picks the interface of a route
        except OSError:
            return None
        address = probe.getsockname()[0]
    return None if address.startswith("127.") else address


HOSTILE = ["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc%2fpasswd", "//etc/passwd",
           "/etc/passwd", "/./", "/index.html", "/proof.html", "/events/", "/events/../", "/?x=1", "/#top",
           "/printgen/cli/proof.py", "/%00", "\\..\\..\\etc\\passwd", "/favicon.ico", "*", "..",
           "http://127.0.0.1/", "http://evil.example/", "file:///etc/passwd"]
"""Paths that are not the server's own two, each refused, none read from the disk."""


@pytest.mark.parametrize("target", HOSTILE)
def test_a_path_outside_its_pages_is_not_found_and_reads_no_file(target):
    with served() as server:
        status, body = ask(server.server_port, target)
        own, page = ask(server.server_port, "/")
    assert (status, own) == (404, 200)
    assert b"root:" not in body and b"<html" not in body and body != page


@pytest.mark.parametrize("host", ["evil.example", "evil.example:{port}", "127.0.0.1.nip.io:{port}",
                                  "localhost:1", "127.0.0.1", "0.0.0.0:{port}", "[::1]:{port}", None])
def test_a_host_header_that_is_not_its_own_is_refused(host):
    with served() as server:
        port = server.server_port
        refused = [ask(port, path, host.format(port=port) if host else None)[0] for path in ("/", "/events")]
        allowed = [ask(port, "/", f"{name}:{port}")[0] for name in ("127.0.0.1", "localhost", "LOCALHOST")]
    assert refused == [403, 403] and allowed == [200, 200, 200]


def test_only_reading_methods_are_answered():
    with served() as server:
        statuses = {method: ask(server.server_port, "/", method=method)[0] for method in ("POST", "PUT", "DELETE")}
    assert all(status >= 400 for status in statuses.values()), statuses


def test_a_stream_hears_every_build_begin_and_end_however_quick():
    live = LiveProof()
    with serving(ProofServer(live)) as server:
        stream = Events(server.server_port)
        stream.next("built")  # the stream is open: what follows is heard as it happens
        for _ in range(3):  # quicker than the stream reads them
            live.checking()
            live.failed(NotBuilt([], None, "mine.yaml", ""), time.perf_counter())
        heard = [stream.events.get(timeout=WAIT) for _ in range(6)]
        stream.close()
    assert [(name, build["generation"]) for name, build in heard] == [
        ("checking", 0), ("built", 1), ("checking", 1), ("built", 2), ("checking", 2), ("built", 3)]
    assert all(build["made"] is False for name, build in heard if name == "built")


def test_stopping_ends_every_stream_and_leaves_no_thread():
    before = set(threading.enumerate())
    with served() as server:
        stream = Events(server.server_port)
        assert stream.next("built")["generation"] == 0  # the page before the first build: a stream open
    stream.close()
    assert set(threading.enumerate()) == before


# --- the command -------------------------------------------------------------------------------------

class Events:
    """The open page's event stream, its events read as they come, in a thread of the test."""

    def __init__(self, port: int):
        self.connection = http.client.HTTPConnection(LOOPBACK, port, timeout=WAIT)
        self.connection.request("GET", "/events")
        self.socket = self.connection.sock  # the response reads it after the connection lets it go
        self.response = self.connection.getresponse()
        assert self.response.status == 200 and self.response.getheader("Content-Type").startswith("text/event-stream")
        self.events: queue.Queue[tuple[str, dict]] = queue.Queue()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        name = ""
        try:
            for raw in self.response:
                line = raw.decode("utf-8").rstrip("\n")
                if line.startswith("event: "):
                    name = line[len("event: "):]
                elif line.startswith("data: "):
                    self.events.put((name, json.loads(line[len("data: "):])))
        except (OSError, ValueError, http.client.HTTPException):
            return

    def next(self, name: str, after: int = -1) -> dict:
        """The next event called ``name`` of a build numbered above ``after``."""
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            try:
                said, build = self.events.get(timeout=1)
            except queue.Empty:
                continue
            if said == name and build["generation"] > after:
                return build
        raise AssertionError(f"no {name!r} event after build {after} in {WAIT} s")

    def close(self) -> None:
        """Close the stream as a closed page does, and wait for the reader to see its end."""
        try:
            self.socket.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass  # the server closed it first
        self.connection.close()
        self.reader.join(timeout=WAIT)


@dataclass
class Serving:
    """`printgen proof FILE --serve` in a subprocess, its output read as it comes."""

    process: subprocess.Popen
    lines: queue.Queue
    url: str = ""
    port: int = 0

    @classmethod
    def start(cls, *args: str, cwd) -> Serving:
        process = subprocess.Popen([sys.executable, "-m", "printgen", "proof", *args, "--serve"], cwd=cwd, text=True,
                                   stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        started = cls(process, queue.Queue())
        threading.Thread(target=lambda: [started.lines.put(line.rstrip("\n")) for line in process.stdout],
                         daemon=True).start()
        found = SERVING.search(started.until("serving the proof"))
        started.url, started.port = found.group(1), int(found.group(2))
        return started

    def until(self, fragment: str) -> str:
        """The first line printed from now that holds ``fragment``."""
        return lines_until(self.lines, fragment, WAIT)[-1]

    def page(self) -> str:
        status, body = ask(self.port, "/")
        assert status == 200
        return body.decode("utf-8")

    def stop(self) -> tuple[int, str]:
        self.process.send_signal(signal.SIGINT)
        self.process.wait(timeout=WAIT)
        time.sleep(0)  # the reader has reached the end of the output once the process is gone
        rest = []
        while not self.lines.empty():
            rest.append(self.lines.get())
        return self.process.returncode, "\n".join(rest)


def save(path, old: str, new: str) -> None:
    """Save the file as an editor does: a new file renamed over the old one."""
    text = path.read_text(encoding="utf-8")
    assert old in text
    temporary = path.with_suffix(".swp")
    temporary.write_text(text.replace(old, new, 1), encoding="utf-8")
    temporary.replace(path)


@pytest.fixture
def encounter(tmp_path):
    path = tmp_path / "mine.yaml"
    shutil.copy(FIXTURES / "valid" / "minimal.yaml", path)
    return path


def _faces(page: str) -> list[str]:
    return re.findall(r'<figure class="face[^"]*" id="([^"]+)"', page)


@pytest.mark.slow  # starts printgen in a process of its own: outside the fast tier
def test_a_save_reaches_the_page_and_a_broken_file_keeps_the_last_good_faces_marked_stale(encounter):
    serving = Serving.start(encounter.name, cwd=encounter.parent)
    try:
        events = Events(serving.port)
        first = events.next("built", 0)
        good = serving.page()
        assert first["stale"] is False and 'id="live-stale"' not in good and _faces(good)
        save(encounter, "title: \"", "title: \"Retitled ")
        assert events.next("checking", first["generation"] - 1)
        retitled = events.next("built", first["generation"])
        page = serving.page()
        assert "Proof: Retitled " in page and f'data-generation="{retitled["generation"]}"' in page
        save(encounter, "title: \"", "titel: \"")  # an unknown key: the file no longer loads
        broken = events.next("built", retitled["generation"])
        stale = serving.page()
        assert broken["stale"] is True and "not built" in broken["said"]
        assert 'id="live-stale"' in stale and "titel" in stale and _faces(stale) == _faces(page)
        assert 'class="highlight' not in stale  # the old highlights are of findings no longer there
        save(encounter, "titel: \"", "title: \"")
        assert events.next("built", broken["generation"])["stale"] is False
        mended = serving.page()
        assert 'id="live-stale"' not in mended and _faces(mended) == _faces(page)
        events.close()
    finally:
        code, rest = serving.stop()
    assert code == 0 and rest.splitlines()[-1:] == ["stopped serving"] and "Traceback" not in rest


@pytest.mark.slow  # starts printgen in a process of its own: outside the fast tier
def test_against_another_version_each_save_is_compared_with_it(encounter):
    shutil.copy(encounter, encounter.with_name("old.yaml"))
    serving = Serving.start(encounter.name, "--against", "old.yaml", cwd=encounter.parent)
    try:
        events = Events(serving.port)
        first = events.next("built", 0)
        assert "changed against <code>old.yaml</code>" in serving.page()
        assert 'data-change="changed"' not in serving.page()
        save(encounter, "title: \"", "title: \"Retitled ")
        events.next("built", first["generation"])
        assert 'data-change="changed"' in serving.page()
        events.close()
    finally:
        code, _ = serving.stop()
    assert code == 0


@pytest.mark.slow  # starts printgen in a process of its own: outside the fast tier
@pytest.mark.parametrize(("broken", "shown"), [('titel: "', "titel"), ('title: ["', 'title: [&#34;')],
                         ids=["unknown-key", "not-yaml"])
def test_a_file_that_never_loaded_shows_its_findings_and_no_stale_faces(encounter, broken, shown):
    save(encounter, 'title: "', broken)
    serving = Serving.start(encounter.name, cwd=encounter.parent)
    try:
        assert "not built" in serving.until("not built")
        page = serving.page()
        assert shown in page and 'class="caret"' in page and "does not load" in page
        assert 'id="live-stale"' not in page and not _faces(page)
    finally:
        code, _ = serving.stop()
    assert code == 0


@pytest.mark.parametrize(("args", "why"), [(["--format", "json"], "--format json"), (["--reprint"], "--reprint")])
def test_serve_refuses_what_it_cannot_do(cli, encounter, args, why):
    result = cli("proof", str(encounter), "--serve", *args)
    assert result.exit_code == 2 and why in result.output and "--serve" in result.output


def test_a_port_without_serve_is_a_usage_error(cli, encounter):
    result = cli("proof", str(encounter), "--port", "8123")
    assert result.exit_code == 2 and "--serve" in result.output


def test_a_port_taken_is_said_in_one_line(cli, encounter):
    with served() as server:
        result = cli("proof", str(encounter), "--serve", "--port", str(server.server_port))
    assert result.exit_code == 2 and f"cannot serve on 127.0.0.1:{server.server_port}" in result.output
