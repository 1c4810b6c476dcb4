"""The system's headless Chromium, driven through its chromedriver by Selenium (never a downloaded
browser or driver): `make test` installs Debian's chromium and chromium-driver (scripts/ensure-sysdeps)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage", "--window-size=1400,1000")


def chromium(profile: Path):
    """A new headless Chromium with a fresh profile; its console is logged for `console_errors`."""
    if not (CHROMIUM.exists() and CHROMEDRIVER.exists()):
        if os.environ.get("CI"):
            pytest.fail("chromium or chromium-driver is missing: `make test` installs them via scripts/ensure-sysdeps")
        pytest.skip("chromium and chromium-driver are not installed; `make test` installs them")
    webdriver = pytest.importorskip("selenium.webdriver")
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={profile}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)
    driver.set_page_load_timeout(30)
    return driver


class Chromiums:
    """The one headless Chromium of a test process, handed to each test module as a new one would be
    (`browser`, conftest.py): starting and ending one took 0.7 s of CPU, for each of some 30
    modules. What a module leaves in it is cleared before the next gets it (`cleared`); one that no
    longer answers is ended and another started."""

    def __init__(self, profiles) -> None:
        self.profiles = profiles  # () -> a new, empty folder for a profile
        self.driver = None
        self.used = False  # (handed to a module since last cleared)
        self.visited: set[str] = set()

    def fresh(self):
        """The Chromium, as a new one: one tab on about:blank, its storage and cache empty, its log read."""
        if self.used:
            self.cleared()
        if self.driver is not None:
            try:
                self.driver.window_handles  # (still answering)
            except Exception:
                self.end()
        if self.driver is None:
            driver = chromium(self.profiles())
            get = driver.get

            def get_and_note(url):  # every page a test opens, for `cleared` (besides the tabs' histories)
                self.visited.add(url)
                return get(url)

            driver.get = get_and_note
            driver.window_size_at_start = driver.get_window_size()
            self.driver = driver
        self.used = True
        return self.driver

    def cleared(self) -> None:
        """What a module did to the Chromium undone: its tabs and windows closed but one new tab on
        about:blank, at the window size it started with; every origin's storage (the proof page
        keeps its keys switch in localStorage), the cookies and the cache emptied; the timeouts as
        `chromium` sets them; the console log read. Should any of that fail, it is ended instead."""
        driver = self.driver
        if driver is None:
            return
        try:
            urls = set(self.visited) | {"file:///"}
            handles = driver.window_handles
            for handle in handles:
                driver.switch_to.window(handle)
                urls.update(entry["url"] for entry in
                            driver.execute_cdp_cmd("Page.getNavigationHistory", {})["entries"])
            driver.switch_to.new_window("tab")  # (a new tab: no page, history, session storage, emulation)
            kept = driver.current_window_handle
            for handle in handles:
                driver.switch_to.window(handle)
                driver.close()
            driver.switch_to.window(kept)
            driver.execute_cdp_cmd("Page.bringToFront", {})  # (focused, as a new browser's tab is)
            for origin in sorted({_origin(url) for url in urls} - {None}):
                driver.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
            driver.execute_cdp_cmd("Network.clearBrowserCookies", {})
            driver.execute_cdp_cmd("Network.clearBrowserCache", {})
            size = driver.window_size_at_start
            driver.set_window_size(size["width"], size["height"])
            driver.set_page_load_timeout(30)
            driver.set_script_timeout(30)
            driver.implicitly_wait(0)
            driver.get_log("browser")
            self.visited.clear()
            self.used = False
        except Exception:
            self.end()

    def end(self) -> None:
        driver, self.driver = self.driver, None
        self.visited.clear()
        self.used = False
        if driver is not None:
            try:
                driver.quit()
            except Exception:
                pass


def _origin(url: str) -> str | None:
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    if parts.scheme == "file":
        return "file://"
    if parts.scheme in ("http", "https") and parts.netloc:
        return f"{parts.scheme}://{parts.netloc}"
    return None


def console_errors(driver) -> list[str]:
    """What the page logged as errors since the last call (failed loads, refused scripts, exceptions)."""
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def wait_for(driver, script: str, seconds: float = 10.0):
    """The value of `script` (a JS expression) once it is truthy."""
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, seconds, poll_frequency=0.05).until(lambda d: d.execute_script(f"return {script}"))


ALL_PICTURES_LOADED = """
const done = arguments[arguments.length - 1];
const images = Array.from(document.images);
images.forEach(img => { img.loading = "eager"; });   // (the page loads pictures as they are scrolled to)
Promise.all(images.map(img => img.decode().catch(() => null)))
  .then(() => done(images.map(img => [img.getAttribute("src"), img.naturalWidth])));
"""


def open_page(driver, page: Path, width: int = 1400, height: int = 1000):
    """`page` opened in `driver` at a window of `width` x `height` CSS pixels, once its script is ready."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
    driver.get(page.as_uri())
    wait_for(driver, "document.body.dataset.ready")
    return driver


# The ids of the cards the page shows (its search and filters hide the others), in page order.
SHOWN_CARDS = ("return Array.from(document.querySelectorAll('article.card')).filter(e => e.offsetParent)"
               ".map(e => e.dataset.id)")


def found_by_search(driver, words: str) -> list[str]:
    """The cards the page shows once `words` are typed into its search box (emptied first)."""
    search = driver.find_element("id", "q")
    search.clear()
    search.send_keys(words)
    return driver.execute_script(SHOWN_CARDS)
