package session

import (
	"fmt"
	"os"
	"testing"

	"github.com/nimscope/nimscope/web/i18n/catalog"
)

// TestMain loads every language's words, as the page does for the language it shows.
func TestMain(m *testing.M) {
	if err := catalog.LoadAll(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Exit(m.Run())
}
