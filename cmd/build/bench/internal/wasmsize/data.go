package wasmsize

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
)

// Part is one stretch of the data section: its bytes in the file (the zeros the linker
// leaves out between segments do not count).
type Part struct {
	Name string
	Size int
	Data []byte // those bytes, in address order: to compress a part on its own
}

// Names of the data section's parts, in the order DataParts returns them.
const (
	PartRodata    = "read-only data: type descriptors, strings, static arrays, GC bitmaps"
	PartTypelinks = "typelinks and itablinks"
	PartFuncnames = "pclntab: function names"
	PartPctab     = "pclntab: pc-value tables (line numbers, stack-map and inlining indexes)"
	PartFunctab   = "pclntab: function table and per-function records"
	PartFuncdata  = "pclntab: go:func.* (per-function stack maps, inlining trees, argument info)"
	PartFiletab   = "pclntab: file names and compilation units"
	PartNoptrdata = "initialised variables without pointers (noptrdata)"
	PartVars      = "initialised variables with pointers (data)"
	PartOther     = "other"
)

// The pcHeader's magic number since Go 1.20 (internal/abi.Go120PCLnTabMagic).
const pclnMagic = 0xfffffff1

// DataParts splits the data section by the runtime's own table of contents: the module's
// runtime.moduledata, which Go's linker writes into the data, points at the start and end
// of the read-only data, the pclntab and its parts (function names, file names, pc-value
// tables, the function table, go:func.*), the typelinks, and the initialised variables.
// (For wasm the linker makes runtime.types…etypes the whole read-only section, so type
// descriptors and strings are one part.) It is found
// as the word that holds the address of the pclntab's header (its magic number, pointer
// size 8) followed by the address of the function name table the header gives. It works on
// a stripped module as well: the runtime needs these tables, -s -w only drops the names.
func (m *Module) DataParts() ([]Part, error) {
	mem := memory(m.Segments)
	if mem.size() == 0 {
		return nil, errors.New("no data segments")
	}
	// Segments leave out zeros, a word's low bytes too: read words through the image.
	md := -1
	for _, s := range m.Segments {
		for a := s.Addr &^ 7; a < s.Addr+len(s.Data); a += 8 {
			p := mem.u64(a)
			if p == 0 || p >= uint64(mem.size()) || mem.u32(int(p)) != pclnMagic || mem.byte(int(p)+7) != 8 {
				continue
			}
			if mem.u64(a+8) == p+mem.u64(int(p)+32) {
				md = a
				break
			}
		}
		if md >= 0 {
			break
		}
	}
	if md < 0 {
		return nil, errors.New("no runtime.moduledata found in the data section (not a Go module, or a Go version whose pclntab this does not know)")
	}
	word := func(i int) int { return int(mem.u64(md + 8*i)) }
	slice := func(i int) (int, int) { return word(i), word(i + 1) } // address, length
	header := word(0)
	funcnames, nfuncnames := slice(1)
	cutab, ncutab := slice(4)
	filetab, nfiletab := slice(7)
	pctab, npctab := slice(10)
	pcln, npcln := slice(13)
	noptrdata, enoptrdata := word(24), word(25)
	data, edata := word(26), word(27)
	types, etypes := word(37), word(38)
	rodata, gofunc, epclntab := word(39), word(40), word(41)
	typelinks, ntypelinks := slice(45)
	itablinks, nitablinks := slice(48)

	type span struct {
		part       string
		start, end int
	}
	spans := []span{
		{PartRodata, min(types, rodata), etypes},
		{PartTypelinks, typelinks, typelinks + 4*ntypelinks},
		{PartTypelinks, itablinks, itablinks + 8*nitablinks},
		{PartFuncnames, funcnames, funcnames + nfuncnames},
		{PartFiletab, cutab, cutab + 4*ncutab},
		{PartFiletab, filetab, filetab + nfiletab},
		{PartPctab, pctab, pctab + npctab},
		{PartFunctab, header, funcnames}, // the header itself
		{PartFunctab, pcln, pcln + npcln},
		{PartFuncdata, gofunc, epclntab},
		{PartNoptrdata, noptrdata, enoptrdata},
		{PartVars, data, edata},
	}
	for _, s := range spans {
		if s.start > s.end || s.end > mem.size() {
			return nil, fmt.Errorf("runtime.moduledata at %#x: %s from %#x to %#x lies outside the memory the data fills (%#x bytes)",
				md, s.part, s.start, s.end, mem.size())
		}
	}

	held := map[string][]byte{}
	// Count each byte once, in the first span that holds it, should spans overlap.
	var claimed [][2]int
	for _, s := range spans {
		for _, r := range subtract([2]int{s.start, s.end}, claimed) {
			held[s.part] = mem.appendPresent(held[s.part], r[0], r[1])
		}
		claimed = append(claimed, [2]int{s.start, s.end})
	}
	for _, seg := range m.Segments {
		for _, r := range subtract([2]int{seg.Addr, seg.Addr + len(seg.Data)}, claimed) {
			held[PartOther] = append(held[PartOther], seg.Data[r[0]-seg.Addr:r[1]-seg.Addr]...)
		}
	}
	var parts []Part
	for _, name := range []string{PartRodata, PartTypelinks, PartFuncnames, PartPctab, PartFunctab,
		PartFuncdata, PartFiletab, PartNoptrdata, PartVars, PartOther} {
		parts = append(parts, Part{name, len(held[name]), held[name]})
	}
	return parts, nil
}

// subtract returns the parts of r that none of the ranges in taken cover.
func subtract(r [2]int, taken [][2]int) [][2]int {
	out := [][2]int{r}
	for _, t := range taken {
		var next [][2]int
		for _, o := range out {
			if t[1] <= o[0] || t[0] >= o[1] {
				next = append(next, o)
				continue
			}
			if o[0] < t[0] {
				next = append(next, [2]int{o[0], t[0]})
			}
			if t[1] < o[1] {
				next = append(next, [2]int{t[1], o[1]})
			}
		}
		out = next
	}
	return out
}

// image is the linear memory the data segments fill, for reading words by address.
type image struct {
	segs []Segment // sorted by address
}

func memory(segs []Segment) image {
	s := slices.Clone(segs)
	slices.SortFunc(s, func(a, b Segment) int { return a.Addr - b.Addr })
	return image{s}
}

// size is the end of the last segment.
func (m image) size() int {
	if len(m.segs) == 0 {
		return 0
	}
	last := m.segs[len(m.segs)-1]
	return last.Addr + len(last.Data)
}

// byte reads memory at addr: 0 where no segment writes.
func (m image) byte(addr int) byte {
	i, found := slices.BinarySearchFunc(m.segs, addr, func(s Segment, a int) int { return s.Addr - a })
	if !found {
		i--
	}
	if i < 0 || addr >= m.segs[i].Addr+len(m.segs[i].Data) {
		return 0
	}
	return m.segs[i].Data[addr-m.segs[i].Addr]
}

func (m image) u32(addr int) uint32 {
	var b [4]byte
	for i := range b {
		b[i] = m.byte(addr + i)
	}
	return binary.LittleEndian.Uint32(b[:])
}

func (m image) u64(addr int) uint64 {
	var b [8]byte
	for i := range b {
		b[i] = m.byte(addr + i)
	}
	return binary.LittleEndian.Uint64(b[:])
}

// appendPresent appends the bytes in [start, end) that some segment writes.
func (m image) appendPresent(dst []byte, start, end int) []byte {
	for _, s := range m.segs {
		lo, hi := max(start, s.Addr), min(end, s.Addr+len(s.Data))
		if lo < hi {
			dst = append(dst, s.Data[lo-s.Addr:hi-s.Addr]...)
		}
	}
	return dst
}
