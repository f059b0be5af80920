// Command nimscope is the command-line face of nimscope's engine.
//
//	nimscope analyze POSITION
//	nimscope analyze -
//
// analyze prints the analysis of POSITION (game=nim&heaps=3,4,5) as one
// line of JSON; with - it reads the position from standard input, for one
// too long for a command line. Bad input prints `error: …` on standard
// error, nothing on standard output, and exits with status 2.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/nimscope/nimscope/engine"
	"github.com/nimscope/nimscope/engine/notation"
)

const usage = "usage: nimscope analyze POSITION | -"

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
	if len(args) == 1 && (args[0] == "help" || args[0] == "-h" || args[0] == "-help" || args[0] == "--help") {
		fmt.Fprintln(stdout, usage)
		return exitOK
	}
	out, err := analyze(args, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "error: %v\n", err)
		if errors.Is(err, errRead) {
			return exitIO
		}
		return exitBad
	}
	if _, err := stdout.Write(out); err != nil {
		fmt.Fprintf(stderr, "error: writing the analysis: %v\n", err)
		return exitIO
	}
	return exitOK
}

var errRead = errors.New("reading standard input")

// analyze returns the line to print for args, or the error to report; it
// writes nothing itself, so a failure leaves standard output empty.
func analyze(args []string, stdin io.Reader) ([]byte, error) {
	switch {
	case len(args) == 0:
		return nil, fmt.Errorf("no command; %s", usage)
	case args[0] != "analyze":
		return nil, fmt.Errorf("unknown command %s; %s", notation.Quote(args[0]), usage)
	case len(args) != 2:
		return nil, fmt.Errorf("analyze takes one position, or - to read it from standard input; %s", usage)
	}
	pos := args[1]
	if pos == "-" {
		var err error
		if pos, err = readPosition(stdin); err != nil {
			return nil, err
		}
	}
	a, err := engine.Analyze(pos)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false) // "&" is the notation's separator, not HTML
	if err := enc.Encode(a); err != nil {
		return nil, fmt.Errorf("writing the analysis of %s: %w", notation.Quote(pos), err)
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
		return "", fmt.Errorf("standard input is longer than %d bytes; a position is at most %d (8 MiB)", maxStdin, notation.MaxLen)
	}
	return strings.TrimSpace(string(b)), nil
}
