package hackscene

import "github.com/nimscope/nimscope/web/svgexport"

// SVG writes the drawing of the position as SVG (web.SVGer), as it stands: without the
// hint's rings, an animation or the editor's draft.
func (s *Scene) SVG() ([]byte, string, error) {
	return svgexport.Hackenbush(s.drawing, "Green Hackenbush: "+s.posText), "", nil
}
