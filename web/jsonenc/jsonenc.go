// Package jsonenc writes Go values as JSON, byte for byte as encoding/json's Marshal does,
// for the kinds of values nimscope sends to the page: the view model, the analyses, the
// frame statistics and the scenes' reports.
//
// It exists for the size of the wasm. encoding/json is about 150 KB of code, with two
// copies of a generic sort and its caches of encoders; this is a few KB on top of reflect,
// which every Go program with Ebiten has. Only Marshal is needed: nothing in the wasm
// decodes JSON. The tests compare the output with encoding/json's on the real types and on
// random values of types that use every feature below.
//
// Supported: booleans, integers, floats (as encoding/json writes them: like JavaScript's
// Number.prototype.toString, NaN and ±Inf refused), strings (HTML-escaped as Marshal does:
// <, > and & as \u003c…, U+2028 and U+2029 escaped, invalid UTF-8 as \ufffd), structs
// with the json tag's name, "-" and omitempty, embedded structs promoted by encoding/json's
// rules, maps with string, integer or encoding.TextMarshaler keys (sorted), slices,
// arrays, pointers, interfaces, and encoding.TextMarshaler values. Refused, with an error
// that names the type: []byte (base64), json.Marshaler, the ",string" and "omitzero"
// options, channels, functions and complex numbers — none of which nimscope sends.
package jsonenc

import (
	"encoding"
	"fmt"
	"math"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unicode/utf8"
)

// maxDepth bounds nesting, so a pointer cycle ends in an error rather than a stack
// overflow (encoding/json starts looking for cycles at the same depth).
const maxDepth = 1000

// Marshal returns the JSON encoding of v.
func Marshal(v any) ([]byte, error) {
	// Room for a little more than the last output, so a view model (several KB, sent on
	// every change) is written without growing the buffer again and again.
	e := encoder{b: make([]byte, 0, lastSize.Load()*9/8+64)}
	if err := e.value(reflect.ValueOf(v), 0); err != nil {
		return nil, fmt.Errorf("jsonenc: %w", err)
	}
	lastSize.Store(int64(len(e.b)))
	return e.b, nil
}

var lastSize atomic.Int64

type encoder struct{ b []byte }

var (
	textMarshalerType = reflect.TypeFor[encoding.TextMarshaler]()
	jsonMarshalerType = reflect.TypeFor[interface{ MarshalJSON() ([]byte, error) }]()
)

func (e *encoder) value(v reflect.Value, depth int) error {
	if !v.IsValid() {
		e.b = append(e.b, "null"...)
		return nil
	}
	if depth > maxDepth {
		return fmt.Errorf("values nested more than %d deep (a pointer cycle?) at %s", maxDepth, v.Type())
	}
	t := v.Type()
	info, err := infoOf(t)
	if err != nil {
		return err
	}
	if info.text {
		if (v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface) && v.IsNil() {
			e.b = append(e.b, "null"...)
			return nil
		}
		return e.text(v.Interface().(encoding.TextMarshaler))
	}
	if info.addrText && v.CanAddr() {
		return e.text(v.Addr().Interface().(encoding.TextMarshaler))
	}
	switch v.Kind() {
	case reflect.Bool:
		e.b = strconv.AppendBool(e.b, v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		e.b = strconv.AppendInt(e.b, v.Int(), 10)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		e.b = strconv.AppendUint(e.b, v.Uint(), 10)
	case reflect.Float32:
		return e.float(v.Float(), 32)
	case reflect.Float64:
		return e.float(v.Float(), 64)
	case reflect.String:
		e.b = appendString(e.b, v.String())
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			e.b = append(e.b, "null"...)
			return nil
		}
		return e.value(v.Elem(), depth+1)
	case reflect.Struct:
		return e.structure(v, info.fields, depth)
	case reflect.Map:
		return e.mapping(v, depth)
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Uint8 {
			return fmt.Errorf("%s would be base64, which jsonenc does not write", t)
		}
		if v.IsNil() {
			e.b = append(e.b, "null"...)
			return nil
		}
		return e.list(v, depth)
	case reflect.Array:
		return e.list(v, depth)
	default:
		return fmt.Errorf("unsupported type %s", t)
	}
	return nil
}

func (e *encoder) text(m encoding.TextMarshaler) error {
	b, err := m.MarshalText()
	if err != nil {
		return fmt.Errorf("MarshalText of %T: %w", m, err)
	}
	e.b = appendString(e.b, string(b))
	return nil
}

// float writes f as encoding/json does: the shortest decimal that reads back as f, in
// exponent form below 1e-6 and from 1e21, with the exponent's leading zero dropped.
func (e *encoder) float(f float64, bits int) error {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return fmt.Errorf("unsupported value %s", strconv.FormatFloat(f, 'g', -1, bits))
	}
	format := byte('f')
	if a := math.Abs(f); a != 0 {
		if bits == 64 && (a < 1e-6 || a >= 1e21) || bits == 32 && (float32(a) < 1e-6 || float32(a) >= 1e21) {
			format = 'e'
		}
	}
	e.b = strconv.AppendFloat(e.b, f, format, -1, bits)
	if n := len(e.b); format == 'e' && n >= 4 && e.b[n-4] == 'e' && e.b[n-3] == '-' && e.b[n-2] == '0' {
		e.b[n-2] = e.b[n-1] // e-07 → e-7
		e.b = e.b[:n-1]
	}
	return nil
}

func (e *encoder) list(v reflect.Value, depth int) error {
	e.b = append(e.b, '[')
	for i := range v.Len() {
		if i > 0 {
			e.b = append(e.b, ',')
		}
		if err := e.value(v.Index(i), depth+1); err != nil {
			return err
		}
	}
	e.b = append(e.b, ']')
	return nil
}

func (e *encoder) mapping(v reflect.Value, depth int) error {
	if v.IsNil() {
		e.b = append(e.b, "null"...)
		return nil
	}
	type entry struct {
		key string
		val reflect.Value
	}
	entries := make([]entry, 0, v.Len())
	for it := v.MapRange(); it.Next(); {
		k, err := keyName(it.Key())
		if err != nil {
			return err
		}
		entries = append(entries, entry{k, it.Value()})
	}
	// sort.Slice rather than slices.SortFunc: no copy of a sort for this type in the wasm.
	sort.Slice(entries, func(i, j int) bool { return entries[i].key < entries[j].key })
	e.b = append(e.b, '{')
	for i, en := range entries {
		if i > 0 {
			e.b = append(e.b, ',')
		}
		e.b = appendString(e.b, en.key)
		e.b = append(e.b, ':')
		if err := e.value(en.val, depth+1); err != nil {
			return err
		}
	}
	e.b = append(e.b, '}')
	return nil
}

// keyName is the text of a map key, by encoding/json's rules: a string kind as it is, then
// MarshalText, then integers in decimal.
func keyName(k reflect.Value) (string, error) {
	if k.Kind() == reflect.String {
		return k.String(), nil
	}
	if k.Type().Implements(textMarshalerType) {
		if k.Kind() == reflect.Pointer && k.IsNil() {
			return "", nil
		}
		b, err := k.Interface().(encoding.TextMarshaler).MarshalText()
		if err != nil {
			return "", fmt.Errorf("MarshalText of map key %s: %w", k.Type(), err)
		}
		return string(b), nil
	}
	switch k.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.FormatInt(k.Int(), 10), nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return strconv.FormatUint(k.Uint(), 10), nil
	}
	return "", fmt.Errorf("unsupported map key type %s", k.Type())
}

func (e *encoder) structure(v reflect.Value, fs []field, depth int) error {
	e.b = append(e.b, '{')
	first := true
fields:
	for _, f := range fs {
		fv := v
		for i, x := range f.index {
			if i > 0 && fv.Kind() == reflect.Pointer {
				if fv.IsNil() {
					continue fields // a field of a nil embedded pointer is left out
				}
				fv = fv.Elem()
			}
			fv = fv.Field(x)
		}
		if f.omitEmpty && isEmpty(fv) {
			continue
		}
		if !first {
			e.b = append(e.b, ',')
		}
		first = false
		e.b = append(e.b, f.key...)
		if err := e.value(fv, depth+1); err != nil {
			return err
		}
	}
	e.b = append(e.b, '}')
	return nil
}

func isEmpty(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Array, reflect.Map, reflect.Slice, reflect.String:
		return v.Len() == 0
	case reflect.Bool:
		return !v.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return v.Int() == 0
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return v.Uint() == 0
	case reflect.Float32, reflect.Float64:
		return v.Float() == 0
	case reflect.Interface, reflect.Pointer:
		return v.IsNil()
	}
	return false
}

// field is one JSON member of a struct type.
type field struct {
	name      string
	key       []byte // the name quoted, and the colon
	index     []int  // the path of field indexes, through embedded structs
	tagged    bool   // the name came from a tag
	omitEmpty bool
}

// typeInfo is what the encoder needs to know of a type, worked out once: reflect's
// PointerTo and Implements are slow enough to matter on every value of a view model.
type typeInfo struct {
	err      error   // the type is refused
	text     bool    // the type is an encoding.TextMarshaler
	addrText bool    // a pointer to it is
	fields   []field // a struct's members
}

// types caches typeInfo by reflect.Type; sync.Map reads without a lock.
var types sync.Map

func infoOf(t reflect.Type) (*typeInfo, error) {
	v, ok := types.Load(t)
	if !ok {
		v, _ = types.LoadOrStore(t, newInfo(t))
	}
	info := v.(*typeInfo)
	return info, info.err
}

func newInfo(t reflect.Type) *typeInfo {
	pt := reflect.PointerTo(t)
	if t.Implements(jsonMarshalerType) || pt.Implements(jsonMarshalerType) {
		return &typeInfo{err: fmt.Errorf("%s has a MarshalJSON method, which jsonenc does not call", t)}
	}
	info := &typeInfo{text: t.Implements(textMarshalerType)}
	info.addrText = !info.text && pt.Implements(textMarshalerType)
	if t.Kind() == reflect.Struct {
		info.fields, info.err = fieldsOf(t)
	}
	return info
}

// fieldsOf lists the members of struct type t in encoding/json's order (that of the
// fields, embedded structs' fields in their place), after its rule for names that appear
// more than once: the least deeply embedded wins, then the one named by a tag, and if that
// leaves more than one, none is written.
func fieldsOf(t reflect.Type) ([]field, error) {
	var all []field
	if err := collect(t, nil, []reflect.Type{t}, &all); err != nil {
		return nil, err
	}
	byName := map[string][]int{} // indexes into all
	for i, f := range all {
		byName[f.name] = append(byName[f.name], i)
	}
	var fs []field
	for _, f := range all {
		if dominant(f, all, byName[f.name]) {
			f.key = append(appendString(nil, f.name), ':')
			fs = append(fs, f)
		}
	}
	return fs, nil
}

// dominant reports whether f is the one field written among the fields of its name.
func dominant(f field, all []field, same []int) bool {
	if len(same) == 1 {
		return true
	}
	depth := len(f.index)
	winners := 0
	tagged := 0
	for _, i := range same {
		switch d := len(all[i].index); {
		case d < depth:
			return false
		case d == depth:
			winners++
			if all[i].tagged {
				tagged++
			}
		}
	}
	if winners == 1 {
		return true
	}
	return tagged == 1 && f.tagged
}

// collect appends the fields of struct type t, at the path index, descending into
// embedded structs that have no name of their own; path holds the struct types being
// descended, so a type that embeds itself through a pointer ends.
func collect(t reflect.Type, index []int, path []reflect.Type, out *[]field) error {
	for i := range t.NumField() {
		sf := t.Field(i)
		ft := sf.Type
		if sf.Anonymous && ft.Kind() == reflect.Pointer {
			ft = ft.Elem()
		}
		if !sf.IsExported() && (!sf.Anonymous || ft.Kind() != reflect.Struct) {
			continue
		}
		tag := sf.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		if !validName(name) {
			name = ""
		}
		for opt := range strings.SplitSeq(opts, ",") {
			switch opt {
			case "string", "omitzero":
				return fmt.Errorf("%s.%s: jsonenc does not support the %q option", t, sf.Name, opt)
			}
		}
		at := append(slices.Clip(index), i)
		if name == "" && sf.Anonymous && ft.Kind() == reflect.Struct {
			if slices.Contains(path, ft) {
				continue
			}
			if err := collect(ft, at, append(slices.Clip(path), ft), out); err != nil {
				return err
			}
			continue
		}
		f := field{name: name, index: at, tagged: name != ""}
		if name == "" {
			f.name = sf.Name
		}
		f.omitEmpty = strings.Contains(","+opts+",", ",omitempty,")
		*out = append(*out, f)
	}
	return nil
}

// validName is encoding/json's test of a tag's name: letters, digits and most
// punctuation, not empty; a name that fails it is replaced by the field's.
func validName(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if !strings.ContainsRune("!#$%&()*+-./:;<=>?@[]^_{|}~ ", c) && !unicode.IsLetter(c) && !unicode.IsDigit(c) {
			return false
		}
	}
	return true
}

const hex = "0123456789abcdef"

// safe holds the ASCII bytes written as they are: not control characters, quotes,
// backslashes, or <, > and & (which Marshal escapes so JSON can sit in HTML).
var safe = func() (t [utf8.RuneSelf]bool) {
	for c := range utf8.RuneSelf {
		t[c] = c >= 0x20 && !strings.ContainsRune(`"\<>&`, rune(c))
	}
	return t
}()

// appendString appends s quoted as encoding/json's Marshal quotes it (HTML-safe).
func appendString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if safe[c] {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xf])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
