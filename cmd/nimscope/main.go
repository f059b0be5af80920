// Command nimscope is the command-line face of nimscope's engine.
//
//	nimscope analyze POSITION | -
//	nimscope sequence POSITION | - [--n N]
//	nimscope ppositions M [--limit L]
//	nimscope judge [--misere]
//	nimscope help
//
// analyze prints the analysis of POSITION (game=nim&heaps=3,4,5) as one
// line of JSON; with - it reads the position from standard input, for one
// too long for a command line. sequence prints the Grundy values of one heap
// of a subtraction game, ppositions the P-positions of three-heap Nim with a
// given smallest heap, and judge answers a contest's Nim positions line by
// line (see helpText). Bad input prints `error: …` on standard error,
// nothing on standard output (judge: the answers before the bad line), and
// exits with status 2.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/notation"
)

// usage is the one-line synopsis that usage errors repeat.
const usage = "usage: nimscope analyze POSITION | - ; sequence POSITION [--n N] ; ppositions M [--limit L] ; judge [--misere] ; help"

// helpText is what help prints.
const helpText = `nimscope: the command line of nimscope, an explorer of impartial games.

usage:
  nimscope analyze POSITION
  nimscope analyze -
      The analysis of POSITION (game=nim&heaps=3,4,5) as one line of JSON:
      outcome, Grundy value, winning moves, the rule and an explanation.
      With - the position is read from standard input.

  nimscope sequence POSITION [--n N]
      The Grundy values g(0)..g(N−1) of one heap of the subtraction game whose
      set POSITION gives (game=subtraction&set=1,2,3; heaps may be given too),
      and their preperiod and period, as JSON:
      {"values":[…],"preperiod":p,"period":q}. N is 32 unless given (-n N,
      --n N or --n=N), at most 1048576. POSITION may be - for standard input.

  nimscope ppositions M [--limit L]
      The P-positions of three-heap Nim whose smallest heap is M, as JSON: the
      families (M, pk+j, pk+(M⊕j)) with p the least power of 2 above M, and
      the first L families and triples in increasing order (L is 16 unless
      given, at most 10000).

  nimscope judge [--misere]
      A contest judge for Nim. Reads standard input, one position a line:
      M a1 … aM (the number of heaps, then their sizes, separated by spaces).
      Prints Yes when the first player wins Nim, No when not. With --misere
      the last player to move loses, and it prints John when the first player
      wins and Brother when not, as HDU 1907 "John" asks. Blank lines are
      skipped. At the first bad line it stops: the answers to the lines before
      it are printed, then "error: line N: …" on standard error, status 2.

  nimscope help
      This text; so does -h (or --help) after any command.

Bad input prints "error: …" on standard error, nothing on standard output
(judge: the answers before the bad line), and exits with status 2; a
failure to read or write exits with status 1.
`

// Exit statuses.
const (
	exitOK  = 0
	exitIO  = 1 // standard input or output failed
	exitBad = 2 // bad input or usage
)

// maxStdin bounds what analyze - reads: the longest position, with room
// for whitespace around it.
const maxStdin = notation.MaxLen + 4096

func main() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	// help, and -h anywhere (nimscope analyze -h), print the help: a position has an "=", so
	// none of these is one.
	if len(args) > 0 && args[0] == "help" || slices.ContainsFunc(args, isHelp) {
		fmt.Fprint(stdout, helpText)
		return exitOK
	}
	var out []byte
	var warnings []string // analyze's, written to stderr before the analysis
	var err error
	switch {
	case len(args) > 0 && args[0] == "judge":
		return judge(args[1:], stdin, stdout, stderr)
	case len(args) > 0 && args[0] == "sequence":
		out, err = sequence(args[1:], stdin)
	case len(args) > 0 && args[0] == "ppositions":
		out, err = ppositions(args[1:])
	default:
		out, warnings, err = analyze(args, stdin)
	}
	if err != nil {
		fmt.Fprintf(stderr, "error: %v\n", err)
		if errors.Is(err, errRead) {
			return exitIO
		}
		return exitBad
	}
	for _, w := range warnings {
		fmt.Fprintf(stderr, "warning: %s\n", w)
	}
	if _, err := stdout.Write(out); err != nil {
		fmt.Fprintf(stderr, "error: writing the %s: %v\n", what(args), err)
		return exitIO
	}
	return exitOK
}

func isHelp(arg string) bool { return arg == "-h" || arg == "-help" || arg == "--help" }

// what names a command's output in an error.
func what(args []string) string {
	switch args[0] { // run writes only after a command, so there is one
	case "sequence":
		return "sequence"
	case "ppositions":
		return "P-positions"
	}
	return "analysis"
}

var errRead = errors.New("reading standard input")

// analyze returns the line to print for args and the warnings to write to stderr, or the
// error to report; it writes nothing itself, so a failure leaves standard output empty.
func analyze(args []string, stdin io.Reader) (out []byte, warnings []string, err error) {
	switch {
	case len(args) == 0:
		return nil, nil, fmt.Errorf("no command; %s", usage)
	case args[0] != "analyze":
		return nil, nil, fmt.Errorf("unknown command %s; %s", notation.Quote(args[0]), usage)
	case len(args) != 2:
		return nil, nil, fmt.Errorf("analyze takes one position, or - to read it from standard input; %s", usage)
	}
	pos := args[1]
	if pos == "-" {
		if pos, err = readPosition(stdin); err != nil {
			return nil, nil, err
		}
	}
	a, err := engine.Analyze(pos)
	if err != nil {
		return nil, nil, err
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false) // "&" is the notation's separator, not HTML
	if err := enc.Encode(a); err != nil {
		return nil, nil, fmt.Errorf("writing the analysis of %s: %w", notation.Quote(pos), err)
	}
	return b.Bytes(), a.Warnings, nil
}

// encode writes v as one line of JSON.
func encode(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// readPosition reads a position from r, without the whitespace around it
// (the newline of `echo` or of a file).
func readPosition(r io.Reader) (string, error) {
	b, err := io.ReadAll(io.LimitReader(r, maxStdin+1))
	if err != nil {
		return "", fmt.Errorf("%w: %w", errRead, err)
	}
	if len(b) > maxStdin {
		return "", fmt.Errorf("standard input holds more than %d bytes: a position is at most %d (8 MiB), with up to %d bytes of white space around it",
			maxStdin, notation.MaxLen, maxStdin-notation.MaxLen)
	}
	// A byte-order mark (an editor on Windows writes one) is not part of the position.
	return strings.TrimSpace(strings.TrimPrefix(string(b), "\uFEFF")), nil
}
