// Numbers as the benchmark's tables and chart print them: about three significant digits.

export const fmt = (v: number): string =>
  !Number.isFinite(v)
    ? "n/a"
    : v === 0
      ? "0"
      : v >= 100
        ? v.toFixed(0)
        : v >= 10
          ? v.toFixed(1)
          : v >= 1
            ? v.toFixed(2)
            : v.toFixed(3);
