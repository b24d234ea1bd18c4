/** Prints the page, which the print stylesheet turns into the certificate alone. */
export function printCertificate() {
  // Spec section 8: without the certificate on the page there is nothing to print.
  if (!document.querySelector('[data-print-certificate]')) {
    console.error('Certificate element not found');
    return;
  }
  window.print();
}
