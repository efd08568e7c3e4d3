/* global document, fetch, URLSearchParams */
// The demo game page's script (served at /api/games/demo/play.js; the CSP allows no inline script).
(function () {
  var root = document.getElementById("game");
  if (!root) return;
  var token = root.getAttribute("data-token");
  var engine = root.getAttribute("data-engine");
  var text = function (name) {
    return root.getAttribute("data-text-" + name) || "";
  };
  var balance = document.getElementById("balance");
  var result = document.getElementById("result");
  var button = document.getElementById("play");
  // Plain characters: phones without an emoji font would show empty boxes.
  var SYMBOLS = { cherry: "樱", lemon: "柠", bell: "铃", star: "★", seven: "7" };
  var RANKS = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];

  function show(models) {
    balance.textContent = Number(models.balance).toFixed(2);
  }

  function call(method, path, params) {
    var body = new URLSearchParams(params).toString();
    var url = method === "GET" ? path + "?" + body : path;
    var init =
      method === "GET"
        ? {}
        : { method: "POST", body: body, headers: { "content-type": "application/x-www-form-urlencoded" } };
    return fetch(url, init).then(function (response) {
      return response.json();
    });
  }

  function render(models) {
    if (engine === "slot") {
      var spans = document.querySelectorAll("#reels span");
      models.reels.forEach(function (symbol, index) {
        spans[index].textContent = SYMBOLS[symbol] || "?";
      });
    } else {
      document.getElementById("dragon").textContent = RANKS[models.dragon];
      document.getElementById("tiger").textContent = RANKS[models.tiger];
    }
    result.textContent =
      models.payout > 0 ? text("win") + " " + Number(models.payout).toFixed(2) : text("lose");
    show(models);
  }

  call("GET", "/api/games/demo/state", { token: token }).then(function (answer) {
    if (answer.status === 0) show(answer.models);
    else result.textContent = answer.msg;
  });

  button.addEventListener("click", function () {
    var params = { token: token, bet: document.getElementById("bet").value };
    if (engine === "dragon") params.choice = document.querySelector("input[name=choice]:checked").value;
    button.disabled = true;
    call("POST", "/api/games/demo/round", params)
      .then(function (answer) {
        if (answer.status === 0) render(answer.models);
        else result.textContent = answer.msg;
      })
      .catch(function () {
        result.textContent = text("busy");
      })
      .then(function () {
        button.disabled = false;
      });
  });
})();
