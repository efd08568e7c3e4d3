/* global document, fetch, window, FormData, URLSearchParams */
// The sandbox cashier's pay button: post the provider's notification, then go back to the app.
const form = document.getElementById("pay");
const status = document.getElementById("status");

form?.addEventListener("submit", async (event) => {
  event.preventDefault();
  const button = form.querySelector("button");
  button.disabled = true;
  status.textContent = form.dataset.payingText;
  try {
    const response = await fetch(form.action, {
      method: "POST",
      body: new URLSearchParams(new FormData(form)),
    });
    if ((await response.text()).trim() !== "success") throw new Error("notify refused");
    window.location.href = form.dataset.returnUrl;
  } catch {
    status.textContent = form.dataset.failText;
    button.disabled = false;
  }
});
