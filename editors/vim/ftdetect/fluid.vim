" fluid notebooks
autocmd BufRead,BufNewFile *.fluid setfiletype fluid
