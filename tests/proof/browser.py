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
