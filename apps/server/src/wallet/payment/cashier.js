/* global document, fetch, window, FormData, URLSearchParams */
// The sandbox cashier's buttons (pay, simulate a failure, cancel): post the provider's notification,
// then go back to the app, which shows the order as paid, failed or cancelled.
const status = document.getElementById("status");
const forms = [...document.querySelectorAll("form.notify")];

for (const form of forms) {
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    for (const other of forms) other.querySelector("button").disabled = true;
    status.textContent = form.dataset.busyText;
    try {
      const response = await fetch(form.action, {
        method: "POST",
        body: new URLSearchParams(new FormData(form)),
      });
      if ((await response.text()).trim() !== "success") throw new Error("notify refused");
      window.location.href = form.dataset.returnUrl;
    } catch {
      status.textContent = form.dataset.failText;
      for (const other of forms) other.querySelector("button").disabled = false;
    }
  });
}
