import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Toast } from "antd-mobile";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mainHttp } from "../../../lib/request.ts";
import { mockAdapter, resetBrowserState, type SeenRequest } from "#test/helpers.ts";
import { CodeButton } from "./CodeButton.tsx";

let log: SeenRequest[];

beforeEach(() => {
  log = [];
  vi.useFakeTimers();
  vi.spyOn(Toast, "show").mockImplementation(() => ({ close: () => undefined }));
  mainHttp.adapter = mockAdapter(
    () => ({ data: { status: 0, msg: "", models: { expiresIn: 300, resendIn: 60 } } }),
    log,
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetBrowserState();
});

const button = () => screen.getByRole("button");

describe("CodeButton", () => {
  it("sends the code, then counts the server's resend delay down before it can send again", async () => {
    render(<CodeButton purpose="login" target={async () => ({ target: "13800138000" })} />);
    expect(button().textContent).toBe("获取验证码");

    await act(async () => fireEvent.click(button()));
    expect(log).toHaveLength(1);
    expect(log[0]!.url).toBe("http://localhost/api/account/sendcode");
    expect(log[0]!.body).toMatchObject({ purpose: "login", target: "13800138000" });
    expect(button().textContent).toBe("60秒后重发");
    expect((button() as HTMLButtonElement).disabled).toBe(true);

    await act(async () => vi.advanceTimersByTime(59_000));
    expect(button().textContent).toBe("1秒后重发");
    fireEvent.click(button());
    expect(log).toHaveLength(1);

    await act(async () => vi.advanceTimersByTime(1_000));
    expect(button().textContent).toBe("获取验证码");
    expect((button() as HTMLButtonElement).disabled).toBe(false);
  });

  it("follows a shorter delay when the server gives one", async () => {
    mainHttp.adapter = mockAdapter(() => ({
      data: { status: 0, msg: "", models: { expiresIn: 300, resendIn: 5 } },
    }));
    render(<CodeButton purpose="bindEmail" target={async () => ({ target: "a@b.cn" })} />);
    await act(async () => fireEvent.click(button()));
    expect(button().textContent).toBe("5秒后重发");
    await act(async () => vi.advanceTimersByTime(5_000));
    expect(button().textContent).toBe("获取验证码");
  });

  it("sends nothing while the form's target is invalid", async () => {
    render(<CodeButton purpose="reset" target={() => Promise.reject(new Error("invalid"))} />);
    await act(async () => fireEvent.click(button()));
    expect(log).toHaveLength(0);
    expect(button().textContent).toBe("获取验证码");
  });

  it("stays ready when the server refuses", async () => {
    mainHttp.adapter = mockAdapter(() => ({
      data: { status: 1, msg: "请60秒后再获取验证码", models: null },
    }));
    render(<CodeButton purpose="login" target={async () => ({ target: "13800138000" })} />);
    await act(async () => fireEvent.click(button()));
    expect(Toast.show).toHaveBeenCalledWith(expect.objectContaining({ content: "请60秒后再获取验证码" }));
    expect(button().textContent).toBe("获取验证码");
  });
});
