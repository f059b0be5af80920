// Package catalog carries the explorer's translations, one file per language (ru.txt,
// uk.txt, zh.txt; the format is web/i18n's), for the programs that keep them inside: the
// build tool, which serves each file beside the wasm as i18n/<lang>.txt, and tests. The wasm
// does not import it: the page fetches a language's file the first time it is wanted and
// hands it to i18n.Load, so that a visitor downloads only the words they read.
package catalog

import (
	"embed"
	"fmt"

	"github.com/nimscope/nimscope/web/i18n"
)

// Files holds <lang>.txt for every language but English.
//
//go:embed *.txt
var Files embed.FS

// Name is the file of l's catalog in Files and, under i18n/, in the site.
func Name(l i18n.Lang) string { return string(l) + ".txt" }

// LoadAll installs every language's catalog into web/i18n.
func LoadAll() error {
	for _, l := range i18n.All {
		if l == i18n.EN {
			continue
		}
		b, err := Files.ReadFile(Name(l))
		if err != nil {
			return fmt.Errorf("catalog of %s: %w", l, err)
		}
		if err := i18n.Load(l, "web/i18n/catalog/"+Name(l), string(b)); err != nil {
			return err
		}
	}
	return nil
}
