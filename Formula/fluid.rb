# Homebrew formula: builds fluid from source with the Swift toolchain of Xcode (or the
# Command Line Tools) and installs it with the repository's own Makefile, so Homebrew and
# `make install` put the same files in the same places.
#
#   brew tap OWNER/fluid https://github.com/OWNER/fluid   # this repository as a tap
#   brew install --HEAD fluid
class Fluid < Formula
  desc "Terminal notebook for tuning motion: springs, projections and rubberbands"
  homepage "https://github.com/OWNER/fluid"
  head "https://github.com/OWNER/fluid.git", branch: "main"

  depends_on xcode: ["15.0", :build]
  depends_on macos: :ventura
  # libedit: the SDK's headers on macOS; at run time fluid opens the system's
  # /usr/lib/libedit.3.dylib (or Homebrew's, where that is missing) when the prompt starts.
  uses_from_macos "libedit"

  def install
    # The commit `fluid -V` prints: Homebrew builds from a checkout of HEAD.
    commit = Utils.git_short_head(buildpath, length: 12)
    system "make", "install", "PREFIX=#{prefix}", "COMMIT=#{commit}",
           "BASH_COMPLETIONS=#{bash_completion}", "ZSH_COMPLETIONS=#{zsh_completion}",
           "FISH_COMPLETIONS=#{fish_completion}", "MANDIR=#{man1}"
  end

  test do
    assert_match "0.1.0", shell_output("#{bin}/fluid -V")
    assert_equal "157.9\n", shell_output("#{bin}/fluid -e 'spring(duration: 0.5s, bounce: 0.3).stiffness'")
    (testpath/"a.fluid").write "1s + 1s\n#> 2 s\n"
    system bin/"fluid", "check", testpath/"a.fluid"
    assert_path_exists man1/"fluid.1"
    assert_path_exists bash_completion/"fluid"
  end
end
