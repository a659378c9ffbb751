/**
 * Prints one element of the page alone (the library card, a desk receipt): global.css hides
 * everything else while body has `printing-alone`, and the element has `print-target`.
 */
export function printAlone(element: HTMLElement | null) {
  if (!element) return;
  element.classList.add('print-target');
  document.body.classList.add('printing-alone');
  const done = () => {
    element.classList.remove('print-target');
    document.body.classList.remove('printing-alone');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}
