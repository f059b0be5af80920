package report

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

func TestCheck(t *testing.T) {
	for _, tt := range []struct {
		value, limit float64
		verdict      Verdict
		margin       string
	}{
		{1.10, 1.25, Pass, "12 % under"},
		{1.25, 1.25, Pass, "0 % under"},
		{1.30, 1.25, Fail, "4 % over"},
	} {
		v, m := Check(tt.value, tt.limit)
		if v != tt.verdict || m != tt.margin {
			t.Errorf("Check(%v, %v) = %v, %q; want %v, %q", tt.value, tt.limit, v, m, tt.verdict, tt.margin)
		}
	}
	if v, m := CheckMin(60, 58); v != Pass || m != "3 % above" {
		t.Errorf("CheckMin(60, 58) = %v, %q", v, m)
	}
	if v, m := CheckMin(50, 58); v != Fail || m != "14 % below" {
		t.Errorf("CheckMin(50, 58) = %v, %q", v, m)
	}
}

func TestFormat(t *testing.T) {
	for in, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", 9963221: "9,963,221", -1234: "−1,234"} {
		if got := Bytes(in); got != want {
			t.Errorf("Bytes(%d) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[float64]string{377.6: "378 ns", 4910: "4.91 µs", 941063: "941 µs", 11711447: "11.7 ms", 2.5e9: "2.50 s"} {
		if got := Duration(in); got != want {
			t.Errorf("Duration(%v) = %q, want %q", in, got, want)
		}
	}
}

func TestMarkdown(t *testing.T) {
	r := &Report{
		Date:    time.Date(2026, 3, 14, 15, 9, 0, 0, time.UTC),
		Machine: Machine{CPU: "AMD EPYC", Cores: 2, LoadBefore: 1.5, LoadAfter: 2, OS: "linux/amd64", Go: "go1.26", Chromium: "Chromium 140"},
	}
	v, m := Check(1.08, 1.25)
	r.Add(Row{Area: "payload", Measure: "wasm, brotli 11", Site: "1,900,000", Bare: "1,760,000", Ratio: "1.08×", Budget: "≤ 1.25×", Verdict: v, Margin: m})
	v, m = CheckMin(50, 58)
	r.Add(Row{Area: "frame rate", Measure: "Nim", Site: "50 fps", Budget: "≥ 58 fps", Verdict: v, Margin: m})
	r.Sizes = []Share{{Package: "github.com/nimscope/nimscope/engine/hackenbush", Site: 90000}}
	r.Funcs = []Share{{Package: "slices.pdqsortCmpFunc[…]", Site: 30000, Bare: 10000, Count: 9}}
	r.Data = []Share{{Package: "pclntab: function names", Site: 500000, Bare: 300000, SiteBr: 60000, BareBr: 44000}}
	r.Engine = []Bench{{Pkg: "hackenbush", Name: "BenchmarkHackenbush2000", NativeNs: 300000, WasmNs: 941063}}
	r.Note("one note")
	md := r.Markdown()
	for _, want := range []string{
		"| area       | measure         |  nimscope | bare Ebiten | ratio | budget   | result            |",
		"| payload    | wasm, brotli 11 | 1,900,000 |   1,760,000 | 1.08× | ≤ 1.25×  | PASS (14 % under) |",
		"PASS (14 % under)",
		"FAIL (14 % below)",
		"1 budgets pass, 1 fail.",
		"| github.com/nimscope/nimscope/engine/hackenbush | 90,000 |",
		"| `slices.pdqsortCmpFunc[…]` |         9 | 30,000 | 10,000 | 20,000 |",
		"| pclntab: function names | 500,000 | 300,000 | 200,000 |       60,000 |       44,000 |        16,000 |",
		"941 µs",
		"3.1×",
		"- one note",
		"AMD EPYC, 2 cores",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("the report lacks %q:\n%s", want, md)
		}
	}
	// Every line of the table is as wide as the header (the columns line up).
	lines := strings.Split(r.Table(), "\n")
	for _, l := range lines[1 : len(lines)-1] {
		if len([]rune(l)) != len([]rune(lines[0])) {
			t.Errorf("line %q is %d runes wide, the header %d", l, len([]rune(l)), len([]rune(lines[0])))
		}
	}
	data, err := r.JSON()
	if err != nil {
		t.Fatal(err)
	}
	var back Report
	if err := json.Unmarshal(data, &back); err != nil || len(back.Rows) != 2 || back.Rows[1].Verdict != Fail {
		t.Errorf("JSON round trip: %v, %+v", err, back.Rows)
	}
}

func TestSortByArea(t *testing.T) {
	r := &Report{Rows: []Row{{Area: "idle", Measure: "a"}, {Area: "payload", Measure: "b"}, {Area: "other"}, {Area: "idle", Measure: "c"}}}
	r.SortByArea("payload", "idle")
	var got []string
	for _, row := range r.Rows {
		got = append(got, row.Area+row.Measure)
	}
	if want := "payloadb idlea idlec other"; strings.Join(got, " ") != want {
		t.Errorf("order %q, want %q", strings.Join(got, " "), want)
	}
}

// TestTableBars: a "|" in a cell (a link with parts=) does not end the cell.
func TestTableBars(t *testing.T) {
	got := table([][]string{{"a", "b"}, {"game=sum&parts=nim:3|nim:1", "x"}}, []bool{false, true})
	want := "| a                           |   b |\n" +
		"| --------------------------- | --: |\n" +
		"| game=sum&parts=nim:3\\|nim:1 |   x |\n"
	if got != want {
		t.Errorf("table:\n%s\nwant:\n%s", got, want)
	}
}
