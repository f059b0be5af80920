package i18n

import "testing"

// Throwaway: the catalog files hold exactly the old maps' translations, byte for byte.
func TestFilesEqualMaps(t *testing.T) {
	n := 0
	for _, l := range []Lang{RU, UK, ZH} {
		_, name, data := source(l)
		entries, err := parseCatalog(name, l, data)
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]string{}
		for _, e := range entries {
			got[e.key] = e.text
		}
		for k, v := range catalog {
			want := map[Lang]string{RU: v.ru, UK: v.uk, ZH: v.zh}[l]
			if got[k] != want {
				t.Errorf("%s %q: file %q, map %q", l, k, got[k], want)
			}
			n++
		}
		if len(got) != len(catalog) {
			t.Errorf("%s: %d entries in the file, %d in the map", l, len(got), len(catalog))
		}
	}
	t.Logf("%d translations compared, %d formats", n, len(catalog))
}
