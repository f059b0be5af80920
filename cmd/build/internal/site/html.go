package site

import (
	"bytes"
	"fmt"
	stdhtml "html"
	"io"
	"net/url"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/tdewolff/parse/v2"
	"github.com/tdewolff/parse/v2/html"
)

// refs rewrites the references of HTML pages and checks them.
type refs struct {
	files   map[string][]byte // every source file by name, the wasm and wasm_exec.js included
	renamed map[string]string // source name → hashed name
	modules []Module          // the wasm modules
	out     []ModuleFile      // and their output names
	metas   int               // how many <meta name="nimscope-wasm"> were rewritten
	offline bool              // keep <meta name="nimscope-offline"> (Options.Offline)
	// offlineMetas is how many <meta name="nimscope-offline"> were kept.
	offlineMetas int
}

type attr struct {
	raw     []byte // as written, leading white space included
	key     string // lower case
	val     string // unquoted, character references decoded
	hasVal  bool
	changed bool
}

func (a *attr) set(val string) {
	a.val, a.hasVal, a.changed = val, true, true
}

func (a *attr) write(w *bytes.Buffer) {
	if !a.changed {
		w.Write(a.raw)
		return
	}
	fmt.Fprintf(w, ` %s="%s"`, a.key, stdhtml.EscapeString(a.val))
}

// rewrite returns page with every reference to a hashed file replaced by its
// hashed name and the wasm <meta> filled in. It refuses references to files
// that do not exist, URLs that would not work from a subfolder, and what a
// strict Content-Security-Policy blocks (inline scripts, event handler
// attributes, inline styles, javascript: URLs, scripts and style sheets from
// other origins).
func (r *refs) rewrite(page string, src []byte) ([]byte, error) {
	// The lexer lower-cases names in place: give it its own copy.
	l := html.NewLexer(parse.NewInputBytes(bytes.Clone(src)))
	var out bytes.Buffer
	out.Grow(len(src))

	var (
		tag      string
		tagRaw   []byte
		attrs    []attr
		inScript bool // the last tag opened a <script> without src that would run
	)
	for {
		tt, data := l.Next()
		switch tt {
		case html.ErrorToken:
			if err := l.Err(); err != io.EOF {
				return nil, fmt.Errorf("%s: %w", page, err)
			}
			return out.Bytes(), nil
		case html.StartTagToken:
			tag, tagRaw, attrs = string(l.Text()), data, attrs[:0]
			inScript = false
			continue
		case html.AttributeToken:
			a := attr{raw: data, key: string(l.AttrKey())}
			if v := l.AttrVal(); v != nil {
				a.hasVal = true
				if n := len(v); n >= 2 && (v[0] == '"' || v[0] == '\'') && v[n-1] == v[0] {
					v = v[1 : n-1]
				}
				a.val = stdhtml.UnescapeString(string(v))
			}
			attrs = append(attrs, a)
			continue
		case html.StartTagCloseToken, html.StartTagVoidToken:
			name, _ := get(attrs, "name")
			if tag == "meta" && strings.EqualFold(name, WasmMeta) {
				if err := r.wasmMetas(&out, page, tagRaw, attrs, data); err != nil {
					return nil, err
				}
				continue
			}
			if tag == "meta" && strings.EqualFold(name, OfflineMeta) {
				if content, _ := get(attrs, "content"); content != ServiceWorker {
					return nil, fmt.Errorf("%s: <meta name=%q content=%q>: content must name %s beside the page", page, OfflineMeta, content, ServiceWorker)
				}
				if !r.offline {
					continue // no worker in this site: the element goes, and nothing registers one
				}
				r.offlineMetas++
			}
			var err error
			if attrs, err = r.tag(page, tag, attrs); err != nil {
				return nil, err
			}
			out.Write(tagRaw)
			for i := range attrs {
				attrs[i].write(&out)
			}
			out.Write(data)
			inScript = tag == "script" && tt == html.StartTagCloseToken && runsInline(attrs)
			continue
		case html.TextToken:
			if inScript && len(bytes.TrimSpace(data)) > 0 {
				return nil, fmt.Errorf("%s: an inline <script>: the Content-Security-Policy blocks it; move the code into a .js file", page)
			}
		}
		inScript = false
		out.Write(data)
	}
}

// runsInline reports whether a <script> with these attributes would run its
// own text: it has no src and its type is a script type, not a data block.
func runsInline(attrs []attr) bool {
	if _, ok := get(attrs, "src"); ok {
		return false
	}
	typ, _ := get(attrs, "type")
	typ = strings.ToLower(strings.TrimSpace(typ))
	return typ == "" || typ == "module" || typ == "importmap" || typ == "speculationrules" ||
		strings.Contains(typ, "javascript") || strings.Contains(typ, "ecmascript")
}

func get(attrs []attr, key string) (string, bool) {
	for _, a := range attrs {
		if a.key == key {
			return a.val, true
		}
	}
	return "", false
}

// tag checks and rewrites the attributes of one start tag.
func (r *refs) tag(page, tag string, attrs []attr) ([]attr, error) {
	where := func(a attr) string { return fmt.Sprintf("%s: <%s %s=%q>", page, tag, a.key, a.val) }
	if tag == "style" {
		return nil, fmt.Errorf("%s: a <style> element: the Content-Security-Policy blocks inline styles; move the rules into a .css file", page)
	}
	if tag == "base" {
		return nil, fmt.Errorf("%s: a <base> element changes where every relative URL points; the build cannot check them", page)
	}
	rel, _ := get(attrs, "rel")
	for i := range attrs {
		a := &attrs[i]
		switch {
		case len(a.key) > 2 && strings.HasPrefix(a.key, "on"):
			return nil, fmt.Errorf("%s: the Content-Security-Policy blocks event handler attributes; add a listener from a .js file", where(*a))
		case a.key == "style":
			return nil, fmt.Errorf("%s: the Content-Security-Policy blocks inline styles; use a class from a .css file", where(*a))
		case a.key == "src" || a.key == "href":
			// A script or style sheet from elsewhere: the CSP allows only 'self'.
			loads := tag == "script" && a.key == "src" ||
				tag == "link" && a.key == "href" && hasToken(rel, "stylesheet", "modulepreload", "preload")
			if len(r.modules) > 1 {
				if target, _, _ := r.resolve(page, a.val); target == WasmName {
					return nil, fmt.Errorf("%s: the site has one wasm module per family of games, and only the page's modules.js knows which one a link needs: nothing else may name %s", where(*a), WasmName)
				}
			}
			to, err := r.ref(page, a.val, loads)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", where(*a), err)
			}
			if to != a.val {
				a.set(to)
			}
		}
	}
	return attrs, nil
}

// wasmMetas writes <meta name="nimscope-wasm" content="nimscope.wasm"
// data-bytes="0"> as one element per module, in the modules' order: content
// becomes the module's hashed name (with the path written before
// nimscope.wasm), data-games the games it serves (a module without a name has
// none: it serves every game), data-bytes its size. The element's other
// attributes are kept on each.
func (r *refs) wasmMetas(out *bytes.Buffer, page string, tagRaw []byte, attrs []attr, end []byte) error {
	i := index(attrs, "content")
	if i < 0 {
		return fmt.Errorf("%s: <meta name=%q> has no content attribute", page, WasmMeta)
	}
	target, suffix, err := r.resolve(page, attrs[i].val)
	if err != nil || target != WasmName || suffix != "" {
		return fmt.Errorf("%s: <meta name=%q content=%q>: content must name %s beside the page", page, WasmMeta, attrs[i].val, WasmName)
	}
	if index(attrs, "data-games") >= 0 {
		return fmt.Errorf("%s: <meta name=%q> has data-games: the build writes it", page, WasmMeta)
	}
	dir := strings.TrimSpace(attrs[i].val)
	dir = dir[:strings.LastIndex(dir, "/")+1]
	for k, m := range r.modules {
		own := slices.Clone(attrs)
		own[i].set(dir + path.Base(r.out[k].File))
		size := strconv.Itoa(len(m.Wasm))
		if j := index(own, "data-bytes"); j >= 0 {
			own[j].set(size)
		} else {
			own = append(own, attr{key: "data-bytes", val: size, hasVal: true, changed: true})
		}
		if len(m.Games) > 0 {
			own = append(own, attr{key: "data-games", val: strings.Join(m.Games, " "), hasVal: true, changed: true})
		}
		out.Write(tagRaw)
		for a := range own {
			own[a].write(out)
		}
		out.Write(end)
		if k < len(r.modules)-1 {
			out.WriteByte('\n')
		}
	}
	r.metas++
	return nil
}

func index(attrs []attr, key string) int {
	for i, a := range attrs {
		if a.key == key {
			return i
		}
	}
	return -1
}

// hasToken reports whether the space-separated list s holds one of tokens.
func hasToken(s string, tokens ...string) bool {
	for f := range strings.FieldsSeq(strings.ToLower(s)) {
		for _, t := range tokens {
			if f == t {
				return true
			}
		}
	}
	return false
}

// resolve returns the site path that the URL u in page points to, or "" for
// a URL that is not a relative path (empty, a fragment, a query, another
// scheme, another host). suffix is u's query and fragment.
func (r *refs) resolve(page, u string) (target, suffix string, err error) {
	u = strings.TrimSpace(u)
	if u == "" || u[0] == '#' || u[0] == '?' {
		return "", "", nil
	}
	if strings.HasPrefix(u, "//") {
		return "", "", nil
	}
	if parsed, err := url.Parse(u); err == nil && parsed.Scheme != "" {
		return "", "", nil
	}
	if u[0] == '/' || u[0] == '\\' {
		return "", "", fmt.Errorf("a root-relative URL breaks when the site is served from a subfolder; use a relative one")
	}
	p := u
	if i := strings.IndexAny(u, "?#"); i >= 0 {
		p, suffix = u[:i], u[i:]
	}
	dec, err := url.PathUnescape(p)
	if err != nil {
		return "", "", fmt.Errorf("bad URL: %w", err)
	}
	target = path.Join(path.Dir(page), dec)
	if target == ".." || strings.HasPrefix(target, "../") {
		return "", "", fmt.Errorf("points outside the site")
	}
	if strings.HasSuffix(dec, "/") && target != "." {
		target += "/"
	}
	return target, suffix, nil
}

// ref checks the URL u written in page and returns it with a hashed name in
// place of the source name where the build renames the file. loads is true
// where u is a script or style sheet that the page loads.
func (r *refs) ref(page, u string, loads bool) (string, error) {
	if scheme, _, ok := strings.Cut(strings.TrimSpace(u), ":"); ok && strings.EqualFold(scheme, "javascript") {
		return "", fmt.Errorf("the Content-Security-Policy blocks javascript: URLs")
	}
	target, suffix, err := r.resolve(page, u)
	if err != nil {
		return "", err
	}
	if target == "" {
		if loads && strings.TrimSpace(u) != "" && strings.TrimSpace(u)[0] != '#' {
			return "", fmt.Errorf("the Content-Security-Policy allows scripts and style sheets from the site itself only")
		}
		return u, nil
	}
	if dir, ok := strings.CutSuffix(target, "/"); ok || target == "." {
		if target == "." {
			dir = "."
		}
		if _, ok := r.files[path.Join(dir, "index.html")]; !ok {
			return "", fmt.Errorf("no file %q in the static folder", path.Join(dir, "index.html"))
		}
		return u, nil
	}
	if to, ok := r.renamed[target]; ok {
		p := strings.TrimSpace(u)
		p = p[:len(p)-len(suffix)]
		return p[:strings.LastIndex(p, "/")+1] + path.Base(to) + suffix, nil
	}
	if _, ok := r.files[target]; ok {
		return u, nil
	}
	if _, ok := r.files[path.Join(target, "index.html")]; ok {
		return u, nil
	}
	return "", fmt.Errorf("no file %q in the static folder", target)
}
