package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/nimscope/nimscope/engine/game"
	"github.com/nimscope/nimscope/engine/nim"
	"github.com/nimscope/nimscope/engine/notation"
)

// Limits of judge's input.
const (
	maxLine      = 4 << 20 // bytes in a line
	maxJudgeHeap = 100_000 // heaps in a line
)

// Answers, by play: whether the first player wins.
var answers = [...][2]string{
	game.Normal: {"No", "Yes"},
	game.Misere: {"Brother", "John"}, // HDU 1907 "John": John moves first
}

// judge runs `nimscope judge` and returns the exit status. It answers line
// by line as it reads, so a long input streams; at the first bad line it
// flushes the answers so far, reports the line, and stops.
func judge(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	play := game.Normal
	for _, a := range args {
		if a != "--misere" && a != "-misere" {
			fmt.Fprintf(stderr, "error: judge takes no argument but --misere, not %s; %s\n", notation.Quote(a), usage)
			return exitBad
		}
		play = game.Misere
	}
	in := bufio.NewReaderSize(stdin, 64<<10)
	out := bufio.NewWriter(stdout)
	fail := func(code int, format string, a ...any) int {
		if err := out.Flush(); err != nil {
			fmt.Fprintf(stderr, "error: writing the answers: %v\n", err)
			return exitIO
		}
		fmt.Fprintf(stderr, "error: "+format+"\n", a...)
		return code
	}
	for n := 1; ; n++ {
		line, err := readLine(in)
		if err == io.EOF {
			break
		}
		if errors.Is(err, errLong) {
			return fail(exitBad, "line %d: %v", n, err)
		}
		if err != nil {
			return fail(exitIO, "%v: %v", errRead, err)
		}
		heaps, err := parseLine(line)
		if err != nil {
			return fail(exitBad, "line %d: %v", n, err)
		}
		if heaps == nil {
			continue // blank
		}
		win := nim.Position{Heaps: heaps, Play: play}.Outcome() == game.N
		out.WriteString(answers[play][b2i(win)])
		if err := out.WriteByte('\n'); err != nil {
			fmt.Fprintf(stderr, "error: writing the answers: %v\n", err)
			return exitIO
		}
	}
	if err := out.Flush(); err != nil {
		fmt.Fprintf(stderr, "error: writing the answers: %v\n", err)
		return exitIO
	}
	return exitOK
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

var errLong = fmt.Errorf("longer than %d bytes", maxLine)

// readLine returns the next line of r without its "\n", io.EOF after the
// last, and errLong for a line past maxLine bytes. A last line without "\n"
// counts.
func readLine(r *bufio.Reader) (string, error) {
	var b []byte
	for {
		chunk, err := r.ReadSlice('\n')
		b = append(b, chunk...)
		if len(b) > maxLine+1 { // the line and its "\n"
			return "", errLong
		}
		switch {
		case err == nil:
			return string(b[:len(b)-1]), nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case err == io.EOF && len(b) > maxLine:
			return "", errLong
		case err == io.EOF && len(b) > 0:
			return string(b), nil
		default:
			return "", err
		}
	}
}

// parseLine reads a line "M a1 … aM": M ≥ 1 heaps, then exactly M sizes,
// whole numbers up to 2^53−1 separated by spaces or tabs. A blank line gives
// nil and no error.
func parseLine(line string) ([]uint64, error) {
	fields := strings.Fields(line)
	if len(fields) == 0 {
		return nil, nil
	}
	m, err := wholeField(fields[0])
	switch {
	case err != nil:
		return nil, fmt.Errorf("M %s", err)
	case m == 0:
		return nil, fmt.Errorf("M is 0; a position has at least one heap")
	case m > maxJudgeHeap:
		return nil, fmt.Errorf("M is %d, more than the limit of %d heaps", m, maxJudgeHeap)
	case uint64(len(fields)-1) != m:
		return nil, fmt.Errorf("M is %d but %d heap sizes follow", m, len(fields)-1)
	}
	heaps := make([]uint64, m)
	for i, f := range fields[1:] {
		if heaps[i], err = wholeField(f); err != nil {
			return nil, fmt.Errorf("heap %d %s", i+1, err)
		}
	}
	return heaps, nil
}

// wholeField reads a whole number up to 2^53−1; its errors read after a
// name: `"x" is not a whole number`, `is 9007199254740992, larger than …`.
func wholeField(s string) (uint64, error) {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, fmt.Errorf("%s is not a whole number", notation.Quote(s))
		}
	}
	v, err := strconv.ParseUint(s, 10, 64)
	if err != nil || v > notation.MaxWhole {
		shown := s
		if len(s) > 40 {
			shown = fmt.Sprintf("a number of %d digits", len(s))
		}
		return 0, fmt.Errorf("is %s, larger than %d (2^53−1)", shown, uint64(notation.MaxWhole))
	}
	return v, nil
}
