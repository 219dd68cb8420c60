/** Being built: replaced by the feature's real screen. */
export default function Screen() {
  return null;
}
