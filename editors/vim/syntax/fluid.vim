" Vim syntax file for fluid notebooks (.fluid), the same scopes as editors/fluid.tmLanguage.json.
" Install: copy editors/vim/syntax and editors/vim/ftdetect into ~/.vim (or a package's folder).
if exists("b:current_syntax")
  finish
endif

" '#>' lines record what the line above printed; '#!' lines the error it is meant to give.
syntax match fluidOutput "^#>.*$"
syntax match fluidExpectedError "^#!.*$"
syntax match fluidComment "#\%([>!]\)\@!.*$"
syntax match fluidComment "\%(^\)\@<!#.*$"
" A command word at the start of a line, not used as a name.
syntax match fluidCommand "^\s*\<\%(clear\|compare\|diff\|durations\|exit\|export\|help\|load\|pin\|play\|plot\|quit\|save\|set\|tune\|unpin\|vars\)\>\%(\s*\%(=\%(=\)\@!\|(\|\.\)\)\@!"
syntax region fluidString start=+"+ skip=+\\.+ end=+"+
syntax match fluidNumber "\%([A-Za-z_0-9.]\)\@<![0-9]\+\%(\.[0-9]*\)\=\%([eE][-+]\=[0-9]\+\)\=" nextgroup=fluidUnit
syntax match fluidUnit contained "\s\=\%(\%(ms\|s\|pt\|px\|deg\|rad\)\%(/\%(ms\|s\)\)\=\>\|%\)"
syntax match fluidLabel "\<[A-Za-z_][A-Za-z0-9_]*\ze\s*:"
syntax match fluidFunction "\<[A-Za-z_][A-Za-z0-9_]*\ze\s*("
syntax match fluidOperator "->\|\.\.\|==\|!=\|<=\|>=\|[-+*/^<>=]"

highlight default link fluidOutput String
highlight default link fluidExpectedError Error
highlight default link fluidComment Comment
highlight default link fluidCommand Statement
highlight default link fluidString String
highlight default link fluidNumber Number
highlight default link fluidUnit Type
highlight default link fluidLabel Identifier
highlight default link fluidFunction Function
highlight default link fluidOperator Operator

let b:current_syntax = "fluid"
