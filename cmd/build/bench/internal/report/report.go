// Package report holds the figures of one benchmark run and writes them as one Markdown
// table, followed by the details (where the size goes, every engine benchmark, notes),
// and as JSON.
package report

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"
	"unicode/utf8"
)

// Verdict is how a figure compares with its budget.
type Verdict string

const (
	Pass Verdict = "PASS"
	Fail Verdict = "FAIL"
	Info Verdict = ""     // no budget: the figure is for reading
	Skip Verdict = "SKIP" // not measured in this run; the row says why
)

// Row is one line of the table.
type Row struct {
	Area    string  `json:"area"`    // payload, start-up, frame cost, frame rate, idle, allocations, engine
	Measure string  `json:"measure"` // what was measured
	Site    string  `json:"site"`    // nimscope's figure, formatted
	Bare    string  `json:"bare"`    // the bare Ebiten app's, where there is one
	Ratio   string  `json:"ratio"`   // site/bare
	Budget  string  `json:"budget"`
	Verdict Verdict `json:"verdict"`
	Margin  string  `json:"margin"` // how far from the budget: "18 % under", "4 % over"
	// Values are the raw numbers behind the formatted ones, for tools that read the JSON.
	Values map[string]float64 `json:"values,omitempty"`
}

// Check compares value with an upper limit. The margin says how far under or over it the
// value is, as a share of the limit.
func Check(value, limit float64) (Verdict, string) {
	if math.IsNaN(value) || limit <= 0 {
		return Skip, ""
	}
	d := (value - limit) / limit * 100
	switch {
	case value <= limit:
		return Pass, fmt.Sprintf("%.0f %% under", math.Abs(d))
	default:
		return Fail, fmt.Sprintf("%.0f %% over", d)
	}
}

// CheckMin compares value with a lower limit.
func CheckMin(value, limit float64) (Verdict, string) {
	if math.IsNaN(value) || limit <= 0 {
		return Skip, ""
	}
	d := (value - limit) / limit * 100
	if value >= limit {
		return Pass, fmt.Sprintf("%.0f %% above", math.Abs(d))
	}
	return Fail, fmt.Sprintf("%.0f %% below", -d)
}

// Machine is where the run happened.
type Machine struct {
	CPU        string  `json:"cpu"`
	Cores      int     `json:"cores"`
	LoadBefore float64 `json:"loadBefore"` // the 1-minute load average when the run started
	LoadAfter  float64 `json:"loadAfter"`
	OS         string  `json:"os"`
	Go         string  `json:"go"`
	Chromium   string  `json:"chromium"`
	Node       string  `json:"node"`
}

// Share is one package's code in the site's wasm and in the bare app's (or one family of
// functions', or one part of the data section's).
type Share struct {
	Package string `json:"package"`
	Site    int    `json:"site"`
	Bare    int    `json:"bare"`
	Count   int    `json:"count,omitempty"` // functions in the site's family (Funcs)
	// The part compressed on its own (Data): brotli bytes in the site's wasm and the bare app's.
	SiteBr int `json:"siteBrotli,omitempty"`
	BareBr int `json:"bareBrotli,omitempty"`
}

// Bench is one engine benchmark.
type Bench struct {
	Pkg       string  `json:"pkg"`
	Name      string  `json:"name"`
	NativeNs  float64 `json:"nativeNsPerOp,omitempty"`
	WasmNs    float64 `json:"wasmNsPerOp,omitempty"`
	AllocsOp  float64 `json:"allocsPerOp,omitempty"`
	HasAllocs bool    `json:"-"`
}

// Report is one run.
type Report struct {
	Date     time.Time     `json:"date"`
	Duration time.Duration `json:"durationNs"`
	Machine  Machine       `json:"machine"`
	Rows     []Row         `json:"rows"`
	// Sizes are the packages that add the most code to the site's wasm over the bare app's.
	Sizes     []Share `json:"sizes,omitempty"`
	SizesNote string  `json:"sizesNote,omitempty"`
	// Funcs are the function families that add the most code; Data splits the data section.
	Funcs     []Share  `json:"funcs,omitempty"`
	FuncsNote string   `json:"funcsNote,omitempty"`
	Data      []Share  `json:"data,omitempty"`
	DataNote  string   `json:"dataNote,omitempty"`
	Engine    []Bench  `json:"engine,omitempty"`
	Notes     []string `json:"notes,omitempty"`
}

// Add appends a row.
func (r *Report) Add(row Row) { r.Rows = append(r.Rows, row) }

// Note appends a note, formatted.
func (r *Report) Note(format string, args ...any) {
	r.Notes = append(r.Notes, fmt.Sprintf(format, args...))
}

// SortByArea orders the rows by their areas in the order given, keeping the order of the
// rows within an area; areas not given come last.
func (r *Report) SortByArea(areas ...string) {
	rank := func(a string) int {
		for i, x := range areas {
			if x == a {
				return i
			}
		}
		return len(areas)
	}
	slices.SortStableFunc(r.Rows, func(a, b Row) int { return rank(a.Area) - rank(b.Area) })
}

// Counts returns how many rows passed and failed.
func (r *Report) Counts() (pass, fail int) {
	for _, row := range r.Rows {
		switch row.Verdict {
		case Pass:
			pass++
		case Fail:
			fail++
		}
	}
	return pass, fail
}

// Table is the one table of the run, as aligned Markdown.
func (r *Report) Table() string {
	rows := [][]string{{"area", "measure", "nimscope", "bare Ebiten", "ratio", "budget", "result"}}
	for _, row := range r.Rows {
		result := string(row.Verdict)
		if row.Margin != "" {
			result += " (" + row.Margin + ")"
		}
		rows = append(rows, []string{row.Area, row.Measure, row.Site, row.Bare, row.Ratio, row.Budget, result})
	}
	return table(rows, []bool{false, false, true, true, true, false, false})
}

// Markdown is the whole report: the machine, the table, the details.
func (r *Report) Markdown() string {
	var b strings.Builder
	m := r.Machine
	fmt.Fprintf(&b, "Run of %s (%s), %s.\n\n", r.Date.Format("2006-01-02 15:04 MST"), roundDuration(r.Duration), m.OS)
	fmt.Fprintf(&b, "- Machine: %s, %d cores, load average %.2f at the start and %.2f at the end\n", m.CPU, m.Cores, m.LoadBefore, m.LoadAfter)
	fmt.Fprintf(&b, "- %s; %s", m.Go, m.Chromium)
	if m.Node != "" {
		fmt.Fprintf(&b, "; node %s", m.Node)
	}
	b.WriteString("\n\n")
	b.WriteString(r.Table())
	pass, fail := r.Counts()
	fmt.Fprintf(&b, "\n%d budgets pass, %d fail.\n", pass, fail)

	if len(r.Sizes) > 0 {
		b.WriteString("\n### The packages that add the most code to the site's wasm\n\n")
		rows := [][]string{{"package", "site", "bare", "added"}}
		for _, s := range r.Sizes {
			rows = append(rows, []string{s.Package, Bytes(s.Site), Bytes(s.Bare), Bytes(s.Site - s.Bare)})
		}
		b.WriteString(table(rows, []bool{false, true, true, true}))
		if r.SizesNote != "" {
			b.WriteString("\n" + r.SizesNote + "\n")
		}
	}
	if len(r.Funcs) > 0 {
		b.WriteString("\n### The functions that add the most code to the site's wasm\n\n")
		rows := [][]string{{"function (family)", "functions", "site", "bare", "added"}}
		for _, s := range r.Funcs {
			rows = append(rows, []string{"`" + s.Package + "`", fmt.Sprint(s.Count), Bytes(s.Site), Bytes(s.Bare), Bytes(s.Site - s.Bare)})
		}
		b.WriteString(table(rows, []bool{false, true, true, true, true}))
		if r.FuncsNote != "" {
			b.WriteString("\n" + r.FuncsNote + "\n")
		}
	}
	if len(r.Data) > 0 {
		b.WriteString("\n### The data section, part by part\n\n")
		rows := [][]string{{"part", "site", "bare", "added", "site, brotli", "bare, brotli", "added, brotli"}}
		for _, s := range r.Data {
			rows = append(rows, []string{s.Package, Bytes(s.Site), Bytes(s.Bare), Bytes(s.Site - s.Bare),
				Bytes(s.SiteBr), Bytes(s.BareBr), Bytes(s.SiteBr - s.BareBr)})
		}
		b.WriteString(table(rows, []bool{false, true, true, true, true, true, true}))
		if r.DataNote != "" {
			b.WriteString("\n" + r.DataNote + "\n")
		}
	}
	if len(r.Engine) > 0 {
		b.WriteString("\n### Engine benchmarks\n\n")
		rows := [][]string{{"package", "benchmark", "native", "wasm (node)", "wasm/native", "allocs/op"}}
		for _, e := range r.Engine {
			native, wasm, ratio, allocs := "", "", "", ""
			if e.NativeNs > 0 {
				native = Duration(e.NativeNs)
			}
			if e.WasmNs > 0 {
				wasm = Duration(e.WasmNs)
			}
			if e.NativeNs > 0 && e.WasmNs > 0 {
				ratio = fmt.Sprintf("%.1f×", e.WasmNs/e.NativeNs)
			}
			if e.HasAllocs {
				allocs = fmt.Sprintf("%.0f", e.AllocsOp)
			}
			rows = append(rows, []string{e.Pkg, e.Name, native, wasm, ratio, allocs})
		}
		b.WriteString(table(rows, []bool{false, false, true, true, true, true}))
	}
	if len(r.Notes) > 0 {
		b.WriteString("\n### Notes\n\n")
		for _, n := range r.Notes {
			b.WriteString("- " + strings.ReplaceAll(n, "\n", "\n  ") + "\n")
		}
	}
	return b.String()
}

// JSON is the report as indented JSON.
func (r *Report) JSON() ([]byte, error) { return json.MarshalIndent(r, "", "  ") }

// table writes rows (the first is the header) as a Markdown table whose columns line up in
// a terminal; right[i] aligns column i to the right. A "|" in a cell (a link's parts=) is
// written as "\|", which Markdown shows as "|" without ending the cell.
func table(rows [][]string, right []bool) string {
	escaped := make([][]string, len(rows))
	for i, row := range rows {
		escaped[i] = make([]string, len(row))
		for j, cell := range row {
			escaped[i][j] = strings.ReplaceAll(cell, "|", `\|`)
		}
	}
	rows = escaped
	width := make([]int, len(rows[0]))
	for _, row := range rows {
		for i, cell := range row {
			width[i] = max(width[i], utf8.RuneCountInString(cell), 3)
		}
	}
	var b strings.Builder
	line := func(cells []string) {
		b.WriteString("|")
		for i, cell := range cells {
			pad := strings.Repeat(" ", width[i]-utf8.RuneCountInString(cell))
			if right[i] {
				b.WriteString(" " + pad + cell + " |")
			} else {
				b.WriteString(" " + cell + pad + " |")
			}
		}
		b.WriteString("\n")
	}
	line(rows[0])
	rule := make([]string, len(width))
	for i, w := range width {
		if right[i] {
			rule[i] = strings.Repeat("-", w-1) + ":"
		} else {
			rule[i] = strings.Repeat("-", w)
		}
	}
	line(rule)
	for _, row := range rows[1:] {
		line(row)
	}
	return b.String()
}

// Bytes writes n with thousands separators: 1,762,534.
func Bytes(n int) string {
	neg := n < 0
	if neg {
		n = -n
	}
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	if neg {
		s = "−" + s
	}
	return s
}

// Duration writes nanoseconds in the unit that suits them: 941 µs, 11.7 ms, 378 ns.
func Duration(ns float64) string {
	switch {
	case ns >= 1e9:
		return fmt.Sprintf("%.2f s", ns/1e9)
	case ns >= 1e6:
		return trim(ns/1e6) + " ms"
	case ns >= 1e3:
		return trim(ns/1e3) + " µs"
	default:
		return trim(ns) + " ns"
	}
}

// trim writes three significant digits.
func trim(v float64) string {
	switch {
	case v >= 100:
		return fmt.Sprintf("%.0f", v)
	case v >= 10:
		return fmt.Sprintf("%.1f", v)
	default:
		return fmt.Sprintf("%.2f", v)
	}
}

func roundDuration(d time.Duration) string {
	return d.Round(time.Second).String()
}
